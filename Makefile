# make                          build healthreport in release mode (.build/release/healthreport)
# make install [PREFIX=DIR]     build it and install it, with its man page and its bash, zsh and
#                               fish completions, under PREFIX (default ~/.local)
# make uninstall [PREFIX=DIR]   remove exactly what the install put there
# The work is done by scripts/install.sh, which runs without make too.
PREFIX ?= $(HOME)/.local

.PHONY: all build install uninstall

all: build

build:
	swift build -c release --product healthreport

install:
	bash scripts/install.sh --prefix "$(PREFIX)"

uninstall:
	bash scripts/install.sh --uninstall --prefix "$(PREFIX)"
