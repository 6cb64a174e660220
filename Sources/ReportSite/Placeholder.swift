// The site generator: pages, templates and the site writer.
enum Placeholder {}
