// The system zlib (raw inflate and crc32 for reading zip archives).
#include <zlib.h>
