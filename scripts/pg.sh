#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the store tests (ARCHITECTURE.md: the
# store runs on SQLite and on a real PostgreSQL server).
#
#   scripts/pg.sh start   create (if needed) and start it, print its URL
#   scripts/pg.sh stop    stop it and delete its files
#   scripts/pg.sh url     print its URL
#   scripts/pg.sh ca      print the file of the certificate authority its TLS
#                         certificate is signed by (for sslmode=verify-full)
#
# It never touches Debian's system cluster (/var/lib/postgresql, port 5432):
# it runs its own postgres from /usr/lib/postgresql/<version>/bin on loopback,
# trust authentication, fsync off — the data is worthless by design. It
# accepts TLS too (a certificate for 127.0.0.1 signed by a throw-away
# authority made here with openssl) and clear text, so the tests can check
# both (tests/club/tst_league.cpp).
# PALMARES_PG_DURABLE=1 starts it durable instead (fsync, synchronous commit,
# full page writes on, as a real server): what a benchmark compares with
# SQLite's durable commits (tests/bench/pg_bench.sh).
#
# Environment:
#   PALMARES_PG_DIR   where its files live   (default /tmp/palmares-pg)
#   PALMARES_PG_PORT  TCP port on 127.0.0.1  (default 54329; 5432 is refused)
#   PALMARES_PG_DURABLE  1: fsync on         (default 0: fsync off, for the tests)
set -euo pipefail

readonly base_dir=${PALMARES_PG_DIR:-/tmp/palmares-pg}
readonly port=${PALMARES_PG_PORT:-54329}
readonly durable=${PALMARES_PG_DURABLE:-0}
readonly host=127.0.0.1
readonly superuser=postgres
readonly database=palmares_test
readonly data_dir=$base_dir/data
# Everything, log included, lives in the data dir: PALMARES_PG_DIR itself may
# be a directory the user keeps other things in, and is left alone.
readonly log_file=$data_dir/server.log
readonly url="postgresql://$superuser@$host:$port/$database"
# Outside the data dir, readable by whoever runs the tests.
readonly ca_file=$base_dir/root.crt

# libpq reads these; a developer's own settings must not redirect us to
# another server or database.
unset PGHOST PGHOSTADDR PGPORT PGDATA PGUSER PGDATABASE PGSERVICE PGSERVICEFILE PGOPTIONS PGPASSWORD

die() { printf 'pg.sh: %s\n' "$*" >&2; exit 1; }

if ! [[ $port =~ ^[0-9]{1,5}$ ]] || ((10#$port == 0 || 10#$port > 65535)); then
    die "PALMARES_PG_PORT must be a TCP port number, not '$port'"
fi
((10#$port != 5432)) || die "refusing port 5432: it belongs to the system cluster"
[[ $durable == 0 || $durable == 1 ]] || die "PALMARES_PG_DURABLE must be 0 or 1, not '$durable'"
[[ $base_dir == /* ]] || die "PALMARES_PG_DIR must be an absolute path, not '$base_dir'"

# Newest server installed by Debian's postgresql package (version dirs sort
# numerically: 15, 16, ...).
find_bin_dir() {
    local dir
    dir=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    [[ -x $dir/pg_ctl && -x $dir/initdb ]] || die "no PostgreSQL server found under /usr/lib/postgresql (run scripts/deps.sh)"
    printf '%s\n' "$dir"
}

# initdb and pg_ctl refuse to run as root: the server then runs as the
# postgres system user; otherwise as whoever calls us.
as_owner() {
    if ((EUID == 0)); then
        # cd: postgres may not be allowed into the caller's working directory.
        (cd / && runuser -u postgres -- "$@")
    else
        "$@"
    fi
}

is_running() {
    [[ -f $data_dir/PG_VERSION ]] && as_owner "$bin/pg_ctl" status -D "$data_dir" >/dev/null 2>&1
}

wait_ready() {
    local tries
    for ((tries = 0; tries < 60; tries++)); do
        "$bin/pg_isready" -q -h "$host" -p "$port" -d postgres -U "$superuser" && return 0
        sleep 0.5
    done
    die "the server in $data_dir is not accepting connections on $host:$port after 30 s (log: $log_file)"
}

create_cluster() {
    # umask 022: the postgres user must be able to reach the data dir below.
    (umask 022 && mkdir -p "$base_dir")
    [[ ! -e $data_dir ]] || die "$data_dir exists but is not a cluster this user can use (made by another user? stop it as that user, or set PALMARES_PG_DIR)"
    mkdir -m 700 "$data_dir"
    if ((EUID == 0)); then
        id -u postgres >/dev/null 2>&1 || die "no 'postgres' system user (is the postgresql package installed?)"
        chown postgres: "$data_dir"
    fi
    local output
    # C.UTF-8 (always present on Debian 12): UTF-8 text with lower()/upper()
    # that know accented letters, without depending on a generated locale.
    output=$(as_owner "$bin/initdb" --pgdata="$data_dir" --username="$superuser" --auth=trust \
        --encoding=UTF8 --locale=C.UTF-8 --no-sync 2>&1) || {
        rm -rf "$data_dir"
        die "initdb failed: $output"
    }
    # Our settings go in an included file rewritten at every start, so a
    # changed PALMARES_PG_PORT applies to an existing cluster too.
    echo "include_if_exists = 'palmares.conf'" | as_owner tee -a "$data_dir/postgresql.conf" >/dev/null
}

# A certificate authority and a server certificate for 127.0.0.1 (its name
# and its address), ten years, made once per cluster.
make_certificates() {
    [[ -f $data_dir/server.crt && -f $ca_file ]] && return 0
    command -v openssl >/dev/null || die "openssl is missing (run scripts/deps.sh)"
    local work
    work=$(mktemp -d)
    openssl req -x509 -new -nodes -days 3650 -newkey rsa:2048 -subj "/CN=Palmares test authority" \
        -keyout "$work/ca.key" -out "$work/ca.crt" 2>/dev/null &&
        openssl req -new -nodes -newkey rsa:2048 -subj "/CN=$host" \
            -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null &&
        printf 'subjectAltName=IP:%s\n' "$host" >"$work/san" &&
        openssl x509 -req -days 3650 -in "$work/server.csr" -CA "$work/ca.crt" -CAkey "$work/ca.key" \
            -CAcreateserial -extfile "$work/san" -out "$work/server.crt" 2>/dev/null ||
        { rm -rf "$work"; die "openssl could not make the test server's certificate"; }
    install -m 644 "$work/ca.crt" "$ca_file"
    install -m 644 "$work/server.crt" "$data_dir/server.crt"
    install -m 600 "$work/server.key" "$data_dir/server.key"
    if ((EUID == 0)); then
        chown postgres: "$data_dir/server.crt" "$data_dir/server.key"
    fi
    rm -rf "$work"
}

write_settings() {
    local sync=off
    ((durable)) && sync=on
    make_certificates
    # The Unix socket lives in the data dir so it never collides with the
    # system cluster's /var/run/postgresql.
    as_owner tee "$data_dir/palmares.conf" >/dev/null <<CONF
listen_addresses = '$host'
port = $port
unix_socket_directories = '$data_dir'
fsync = $sync
synchronous_commit = $sync
full_page_writes = $sync
max_connections = 200
ssl = on
ssl_cert_file = 'server.crt'
ssl_key_file = 'server.key'
CONF
}

start() {
    if ! is_running; then
        [[ -f $data_dir/PG_VERSION ]] || create_cluster
        write_settings
        as_owner "$bin/pg_ctl" start -D "$data_dir" -l "$log_file" -w -t 30 >/dev/null ||
            die "the server did not start; last lines of $log_file:
$(tail -n 20 "$log_file" 2>/dev/null)"
    fi
    wait_ready
    local exists
    exists=$("$bin/psql" -X -q -At -h "$host" -p "$port" -U "$superuser" -d postgres \
        -c "SELECT 1 FROM pg_database WHERE datname = '$database'")
    if [[ $exists != 1 ]]; then
        "$bin/createdb" -h "$host" -p "$port" -U "$superuser" "$database"
    fi
    printf '%s\n' "$url"
}

stop() {
    if is_running; then
        as_owner "$bin/pg_ctl" stop -D "$data_dir" -m fast -w >/dev/null
    fi
    rm -rf "$data_dir"
    rm -f "$ca_file"
    rmdir "$base_dir" 2>/dev/null || true # only if we left it empty
}

bin=$(find_bin_dir)
readonly bin

case ${1:-} in
start) start ;;
stop) stop ;;
url) printf '%s\n' "$url" ;;
ca) printf '%s\n' "$ca_file" ;;
*)
    echo "usage: $0 start|stop|url|ca" >&2
    exit 2
    ;;
esac
