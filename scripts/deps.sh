#!/usr/bin/env bash
# Installs the Debian 12 packages Palmarès needs to build, test and run, and
# makes sure the fr_FR.UTF-8 locale exists (tests check French formatting).
#
# Fast path: if every package is already installed and the locale exists, it
# does nothing (no apt-get at all), so it is cheap to call before every build.
# As root it installs what is missing; as any other user it prints the exact
# command to run and exits 1.
#
# Environment:
#   PALMARES_DEPS_EXTRA  space-separated extra package names to require on top
#                        of the list below. Meant for testing this script (name
#                        a package that is not installed to exercise the
#                        "missing" paths) or for trying a package out before
#                        adding it to the list.
set -euo pipefail

# Exactly what the project needs; keep in sync with docs when it changes.
packages=(
    cmake ninja-build g++                       # toolchain (g++ brings ASan/UBSan: the sanitize preset)
    clang libclang-rt-14-dev                    # libFuzzer and its sanitizers: tests/fuzz (the fuzz preset)
    lld                                         # the sanitize preset's linker (faster than ld.bfd)
    qt6-base-dev qt6-base-dev-tools             # QtCore/Gui/Widgets/Sql/Test, moc/uic/rcc
    libqt6sql6-sqlite libqt6sql6-psql           # Qt Sql drivers: SQLite (default), PostgreSQL (leagues)
    libpq-dev                                   # libpq: COPY for the bulk writes on PostgreSQL (core/store)
    liblemon-dev                                # LEMON's maximum-weight matching: Swiss pairings (core/pairing)
    libquazip1-qt6-dev                          # QuaZip: the zip of .xlsx/.ods workbooks, read and written
    libxlsxwriter-dev                           # libxlsxwriter: the tests' .xlsx written by another program (tests/common)
    tidy                                        # HTML Tidy: the tests validate every page of the club's site
    lintian                                     # scripts/check-package.sh: the .deb passes lintian
    qt6-charts-dev                              # rating charts
    libqt6opengl6-dev                           # Qt6Charts' CMake config needs Qt6OpenGL's (not pulled in)
    qt6-tools-dev qt6-tools-dev-tools           # Qt6LinguistTools for CMake, designer/linguist
    qt6-l10n-tools                              # lupdate/lrelease (French translation)
    qt6-translations-l10n                       # Qt's own French strings (standard buttons, dialogs)
    libgl-dev                                   # Qt6Gui's CMake config looks for OpenGL headers
    postgresql                                  # throw-away test cluster (scripts/pg.sh)
    openssl                                     # the test cluster's TLS certificate (scripts/pg.sh)
    xvfb xauth                                  # GUI tests on a head-less machine
    poppler-utils                               # pdftotext: checks printed/exported PDFs
    sqlite3 libsqlite3-dev                      # sqlite3 CLI for tests; the online backup API (core/store)
    fonts-dejavu-core                           # a known font so PDF/print output is stable
    locales                                     # locale-gen for fr_FR.UTF-8
    clang-format clang-tidy                     # scripts/style.sh: .clang-format, .clang-tidy on core/
    python3                                     # scripts/tidy.py (and the benchmarks' data generator)
    dpkg-dev file                               # the .deb: CPack runs dpkg-shlibdeps, which needs file
    desktop-file-utils appstream                # desktop-file-validate, appstreamcli validate
)
if [[ -n ${PALMARES_DEPS_EXTRA:-} ]]; then
    read -r -a extra <<<"$PALMARES_DEPS_EXTRA"
    packages+=("${extra[@]}")
fi

readonly locale_name='fr_FR.UTF-8'
apt_install=(apt-get install -y --no-install-recommends)

die() { printf 'deps.sh: %s\n' "$*" >&2; exit 1; }

command -v dpkg-query >/dev/null 2>&1 || die "dpkg-query not found: Palmarès is built on Debian 12 only."

# Packages dpkg does not list as fully installed (unknown ones count as missing).
# One dpkg-query call for the whole list keeps the fast path fast; it exits 1
# when some name is unknown, which is just "missing" here.
missing_packages() {
    local -A installed=()
    local name status pkg
    while IFS=$'\t' read -r name status; do
        [[ $status == installed ]] && installed[$name]=1
    done < <(dpkg-query -W -f='${Package}\t${db:Status-Status}\n' "${packages[@]}" 2>/dev/null || true)
    for pkg in "${packages[@]}"; do
        [[ -n ${installed[$pkg]:-} ]] || printf '%s\n' "$pkg"
    done
}

# glibc lists it as fr_FR.utf8; accept either spelling.
have_locale() {
    locale -a 2>/dev/null | grep -qiE '^fr_FR\.utf-?8$'
}

# True when apt's package lists are absent or older than a day.
apt_lists_stale() {
    local lists=/var/lib/apt/lists
    [[ -d $lists ]] || return 0
    # -mmin -1440: touched within the last 24 hours.
    [[ -z $(find "$lists" -maxdepth 1 -type f \( -name '*_Packages*' -o -name '*_InRelease' -o -name '*_Release' \) -mmin -1440 -print -quit) ]]
}

mapfile -t missing < <(missing_packages)
need_locale=0
have_locale || need_locale=1

if ((${#missing[@]} == 0 && need_locale == 0)); then
    exit 0 # fast path: nothing to do
fi

if ((EUID != 0)); then
    if ((${#missing[@]} > 0)); then
        printf 'deps.sh: missing Debian packages: %s\n' "${missing[*]}" >&2
        printf 'Install them with:\n  sudo %s %s\n' "${apt_install[*]}" "${missing[*]}" >&2
    fi
    if ((need_locale)); then
        printf 'deps.sh: the %s locale is missing (tests check French formatting). Create it with:\n' "$locale_name" >&2
        printf '%s\n' "  sudo sed -i -E 's/^[#[:space:]]*(fr_FR\.UTF-8[[:space:]]+UTF-8)/\1/' /etc/locale.gen && sudo locale-gen" >&2
    fi
    exit 1
fi

if ((${#missing[@]} > 0)); then
    export DEBIAN_FRONTEND=noninteractive
    updated=0
    if apt_lists_stale; then
        echo "deps.sh: refreshing apt package lists" >&2
        apt-get update
        updated=1
    fi
    # Only the missing packages: installing the whole list would also upgrade
    # packages the user already has, which is not this script's business.
    echo "deps.sh: installing ${missing[*]}" >&2
    if ! "${apt_install[@]}" "${missing[@]}"; then
        # Fresh-looking lists can still name versions the mirror no longer has.
        ((updated == 0)) || die "apt-get install failed"
        echo "deps.sh: install failed; refreshing package lists and retrying once" >&2
        apt-get update
        "${apt_install[@]}" "${missing[@]}" || die "apt-get install failed after apt-get update"
    fi
    mapfile -t still_missing < <(missing_packages)
    ((${#still_missing[@]} == 0)) || die "still not installed: ${still_missing[*]}"
fi

if ! have_locale; then
    echo "deps.sh: generating the $locale_name locale" >&2
    locale_gen=/etc/locale.gen
    if grep -qE '^[#[:space:]]*fr_FR\.UTF-8[[:space:]]+UTF-8' "$locale_gen" 2>/dev/null; then
        # Uncomment Debian's own line rather than adding a duplicate.
        sed -i -E 's/^[#[:space:]]*(fr_FR\.UTF-8[[:space:]]+UTF-8)/\1/' "$locale_gen"
    else
        echo 'fr_FR.UTF-8 UTF-8' >>"$locale_gen"
    fi
    locale-gen
    have_locale || die "locale-gen ran but $locale_name is still not available"
fi
