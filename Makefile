# Thin wrapper around CMake: `make run` and `make test` work on a fresh Debian 12 machine.
# They install the Debian packages that are missing (via sudo when not root), configure, build.

PRESET   ?= dev
BUILD    := build/$(PRESET)
JOBS     ?= $(shell nproc)
# The dev suites wait on their loop file systems more than they compute (4 min of CPU in 5.4 min of
# suites on two cores), so make test runs one more than there are cores: 322 s at -j2, 278 s at -j3.
# TEST_JOBS sets it (JOBS sets the builds' and the sanitizer suites').
TEST_JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
space    := $(subst ,, )

# What building and running need (make run), then what the tests use as oracles and fixtures and
# what the install and package checks run (make test). Some a fresh machine lacks though nothing
# pulls them in: python3-six for fio's fio_jsonplus_clat2csv, file for cpack's .deb (as seen in a
# debootstrap chroot, tests/perf/freshmachine.sh). clang-19 and its runtimes build the
# dev and AddressSanitizer trees (the dev and asan presets), faster than gcc (docs/testing.md).
RUN_PACKAGES  := cmake ninja-build g++ pkgconf qt6-base-dev qt6-tools-dev qt6-tools-dev-tools \
                 qt6-l10n-tools qt6-translations-l10n qt6-qpa-plugins libgl-dev libqt6svg6 libqcustomplot-dev \
                 libfmt-dev liburing-dev libaio-dev libxxhash-dev xfslibs-dev qt6-svg-dev mold
TEST_PACKAGES := e2fsprogs xfsprogs btrfs-progs btrfs-compsize util-linux fio fio-examples bonnie++ xvfb xauth fonts-noto-cjk \
                 dbus-daemon desktop-file-utils appstream bash-completion dpkg-dev groff-base \
                 shared-mime-info cpio rsync libfiu-dev fiu-utils ccache clang-format clang-tidy-19 clang-19 \
                 libclang-rt-19-dev python3 python3-six file systemd

.PHONY: all deps deps-run configure build run test sanitize sanitize-tsan sanitize-asan build-tsan build-asan \
        clean screenshots check-format format tidy

all: build

# Installs the packages of $(1) that are missing.
define install_missing
	@missing=$$(for p in $(1); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	    echo "Installing missing packages:" $$missing; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef

deps-run:
	$(call install_missing,$(RUN_PACKAGES))

deps:
	$(call install_missing,$(RUN_PACKAGES) $(TEST_PACKAGES))
	tests/tools/fetch.sh

configure: deps
	@[ -f $(BUILD)/build.ninja ] || cmake --preset $(PRESET)

build: configure
	cmake --build $(BUILD) -j$(JOBS)

# An optimised build of its own (RelWithDebInfo, no test suites) with only what running needs. With
# FILE=path the app opens that file; without, it makes and opens its demo files.
run: deps-run
	@[ -f build/run/build.ninja ] || cmake --preset run
	cmake --build build/run -j$(JOBS)
	build/run/app/fragscope $(if $(FILE),$(FILE),--demo)

# The debug build, every suite, and the tools the tests compare against. Each ctest run leaves its
# suites' times in junit.xml of its build tree (.ci/timings reads them).
test: build
	ctest --test-dir $(BUILD) --output-on-failure -j$(TEST_JOBS) --output-junit junit.xml

# The suites with threads under ThreadSanitizer, then every suite under AddressSanitizer and
# UBSan; any report fails. CI runs every suite as `make test PRESET=asan`, then sanitize-tsan.
TSAN_SUITES := tst_benchrunner tst_labsession tst_fiemapreader tst_filestate tst_survey tst_surveypage
# Each tree builds only what its suites run.
sanitize: sanitize-tsan sanitize-asan
build-tsan: deps
	@[ -f build/tsan/build.ninja ] || cmake --preset tsan
	cmake --build build/tsan -j$(JOBS) --target $(TSAN_SUITES)
sanitize-tsan: build-tsan
	ctest --test-dir build/tsan --output-on-failure -j$(JOBS) --output-junit junit.xml --no-tests=error \
	    -R '^($(subst $(space),|,$(TSAN_SUITES)))$$'
build-asan: deps
	@[ -f build/asan/build.ninja ] || cmake --preset asan
	cmake --build build/asan -j$(JOBS)
sanitize-asan: build-asan
	ctest --test-dir build/asan --output-on-failure -j$(JOBS) --output-junit junit.xml

# The style gate CI runs first: every C++ source as clang-format (.clang-format) would write it.
# `make format` rewrites them so.
check-format:
	git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run --Werror
format:
	git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format -i

# The clang-tidy gate CI runs beside the suites: the checks of .clang-tidy on every source of app/,
# core/ and widgets/, each file checked again only when something it reads has changed (.ci/tidy).
tidy: build
	.ci/tidy --build $(BUILD) -j$(JOBS)

clean:
	rm -rf build

# The README's and the guide's pictures, English and Japanese (root: mounts loop images), optimised for git: pngquant
# (lossy palette, skipped where it would not shrink the file) then optipng. Commit the result.
SCREENSHOT_PACKAGES := pngquant optipng
screenshots: build
	$(call install_missing,$(SCREENSHOT_PACKAGES))
	tests/fslab/make-screenshots.sh
	SCREENSHOT_LANG=ja tests/fslab/make-screenshots.sh
	pngquant --force --skip-if-larger --strip --quality 60-90 --ext .png docs/screenshots/*.png docs/screenshots/ja/*.png; \
	    status=$$?; [ $$status = 0 ] || [ $$status = 98 ] || [ $$status = 99 ]
	optipng -quiet -o2 -strip all docs/screenshots/*.png docs/screenshots/ja/*.png
	@du -ch docs/screenshots/*.png docs/screenshots/ja/*.png | tail -1
