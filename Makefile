# Build and install sheetctl with its shipped themes and schema.
#
#   make install                   # into /usr/local
#   make install PREFIX=$HOME/.local
#   make install DESTDIR=$PWD/stage # staged, for packaging
#
# The binary finds its themes at $(PREFIX)/share/sheetctl/themes, beside its $(PREFIX)/bin.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share/sheetctl
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1

.PHONY: build install uninstall schema test

build:
	$(SWIFT) build -c release --product sheetctl

install: build
	install -d "$(BINDIR)" "$(SHAREDIR)/themes" "$(SHAREDIR)/schema" "$(MANDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/sheetctl" "$(BINDIR)/sheetctl"
	install -m 644 themes/*.yaml "$(SHAREDIR)/themes/"
	install -m 644 schema/*.json "$(SHAREDIR)/schema/"
	install -m 644 docs/sheetctl.1 "$(MANDIR)/sheetctl.1"

uninstall:
	rm -f "$(BINDIR)/sheetctl"
	rm -rf "$(SHAREDIR)"
	rm -f "$(MANDIR)/sheetctl.1"

# Regenerate every committed schema after changing a format: one file per format `sheetctl schema` knows.
# SchemaCommandTests checks that this list is every format.
schema:
	for format in theme sheet registry call-log; do \
		$(SWIFT) run -q sheetctl schema "$$format" > "schema/$$format.schema.json" || exit 1; \
	done

test:
	$(SWIFT) test
