# make                          build healthreport in release mode, as installed
#                               (.build/install/release/healthreport; on Linux with the Swift
#                               runtime linked in, so it outlives a toolchain upgrade)
# make install [PREFIX=DIR]     build it and install it, with its man page and its bash, zsh and
#                               fish completions, under PREFIX (default ~/.local)
# make uninstall [PREFIX=DIR]   remove exactly what the install put there
# The work is done by scripts/install.sh, which runs without make too.
PREFIX ?= $(HOME)/.local

.PHONY: all build install uninstall

all: build

build:
	bash scripts/install.sh --build

install:
	bash scripts/install.sh --prefix "$(PREFIX)"

uninstall:
	bash scripts/install.sh --uninstall --prefix "$(PREFIX)"
