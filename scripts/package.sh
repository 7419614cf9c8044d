#!/usr/bin/env bash
# Builds the Debian package of Palmarès: a Release build (no tests) in
# build/package, installed under /usr by CPack's DEB generator. The package's
# library dependencies are computed by dpkg-shlibdeps (dpkg-dev); the Qt
# plugins loaded at run time are named in cmake/PalmaresPackaging.cmake.
#
# Prints the path of the .deb as the last line on standard output (the build
# logs go to standard error).
#
# Environment:
#   PALMARES_PACKAGE_BUILD  build directory (default build/package)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${PALMARES_PACKAGE_BUILD:-build/package}
jobs=$(nproc)

cmake --preset release -B "$build" -DCMAKE_INSTALL_PREFIX=/usr >&2
cmake --build "$build" -j"$jobs" >&2
rm -f "$build"/palmares_*.deb
cpack --config "$build/CPackConfig.cmake" -B "$build" >&2
debs=("$build"/palmares_*.deb)
[[ -f ${debs[0]} ]] || { echo "package.sh: cpack made no .deb in $build" >&2; exit 1; }
realpath "${debs[0]}"
