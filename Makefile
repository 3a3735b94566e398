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

# Release builds: on Linux the Swift runtime is linked statically, and generic types' metadata is
# reached through direct accessor calls rather than demangled at run time, for every command's
# start (BENCHMARKS.md). Build flags, not settings in Package.swift, so that other packages can
# depend on this one by version; sheetbench is built with the same ones (`make bench`).
#
# Two more on Linux, for the start-up mark (`lint THEME` and `preview` ≤ 1.5× the C floor):
# - The static runtime is C++ and its link line asks for libstdc++ by name, which finds the shared
#   one: loading it, with libgcc_s behind it, was a fifth of a start. STATIC_CXX is a folder
#   holding only libstdc++.a, searched first, so the same name finds the archive;
#   `-static-libgcc` does the same for libgcc.
# - The same link line exports every public symbol of the executable (about 6,000 of this
#   package's), which nothing loads against and which the runtime's start-up `dladdr` walks one
#   by one: `--no-export-dynamic` takes them out again.
LINUX := $(filter Linux,$(shell uname -s))
STATIC_CXX = .build/static-cxx
RELEASE_FLAGS ?= -c release \
	$(if $(LINUX),--static-swift-stdlib -Xlinker --no-export-dynamic \
		-Xswiftc -L$(CURDIR)/$(STATIC_CXX) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc) \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_SETUP = $(if $(LINUX),$(STATIC_CXX)/libstdc++.a)

.PHONY: build install uninstall schema test bench

build: $(RELEASE_SETUP)
	$(SWIFT) build $(RELEASE_FLAGS) --product sheetctl

# The benchmarks of BENCHMARKS.md, on the release build: `make bench BENCH="--only startup"`.
bench: $(RELEASE_SETUP)
	$(SWIFT) build $(RELEASE_FLAGS) --product sheetbench
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sheetbench" $(BENCH)

install: build
	install -d "$(BINDIR)" "$(SHAREDIR)/themes" "$(SHAREDIR)/schema" "$(MANDIR)"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sheetctl" "$(BINDIR)/sheetctl"
	install -m 644 themes/*.yaml "$(SHAREDIR)/themes/"
	install -m 644 schema/*.json "$(SHAREDIR)/schema/"
	install -m 644 docs/sheetctl.1 "$(MANDIR)/sheetctl.1"

$(STATIC_CXX)/libstdc++.a:
	mkdir -p $(STATIC_CXX)
	archive="$$(cc -print-file-name=libstdc++.a)" && test -f "$$archive" && ln -sf "$$archive" $@

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
