# Ágora — every task. `just` lists them.

set shell := ["bash", "-euo", "pipefail", "-c"]

export CARGO_TERM_COLOR := "never"

# List the recipes.
default:
    @just --list

# Install what the build and tests need that cargo does not (npm packages, the SMTP sink,
# the independent iCalendar parser the calendar tests check every .ics with, and the
# Prometheus client whose parser reads /metrics in the tests).
setup:
    cd frontend && npm ci --no-audit --no-fund
    cd e2e && npm ci --no-audit --no-fund
    python3 -c "import aiosmtpd" 2>/dev/null || pip install --quiet aiosmtpd
    python3 -c "import icalendar" 2>/dev/null || pip install --quiet icalendar==6.3.1
    python3 -c "import prometheus_client" 2>/dev/null || pip install --quiet prometheus-client==0.21.1

# Build the web app (Relay artifacts, type check, Vite) into frontend/dist.
build-frontend:
    [ -d frontend/node_modules ] || (cd frontend && npm ci --no-audit --no-fund)
    cd frontend && npm run relay && npm run build

# Release binary with the web app embedded.
build: build-frontend
    cargo build --release -p api

# Run the product: SQLite in ./data, demo data, http://127.0.0.1:8080.
run: build
    ./target/release/agora serve

# Develop: the API on :8080 and Vite with hot reload on :5173.
dev:
    (cargo run -p api -- serve &) && cd frontend && npm run dev

# Regenerate schema.graphql from the server.
schema:
    cargo run -q -p api -- print-schema > schema.graphql

# Fail when schema.graphql or the Relay artifacts are stale.
check-generated:
    cargo run -q -p api -- print-schema | diff -u schema.graphql - || (echo "schema.graphql is stale: run just schema" && exit 1)
    cd frontend && npm run relay -- --validate

# Everything CI checks: generated files, Rust (both databases when TEST_DATABASE_URL is set), the web app and the browser journeys.
test: setup build-frontend
    @if [ -z "${TEST_DATABASE_URL:-}" ]; then echo; echo "*** TEST_DATABASE_URL is not set: the PostgreSQL half of the suite will be SKIPPED ***"; echo; fi
    just check-generated
    just lint
    just drop-test-databases
    cargo nextest run --workspace --no-fail-fast
    cd frontend && npm test
    just e2e

# The browser journeys in Debian's Chromium against the debug binary.
e2e:
    cargo build -p api
    cd e2e && AGORA_BIN=../target/debug/agora node --test --test-concurrency=1 tests/

# Speed and memory figures against the release binary (P1–P8): prints a table and writes bench/results.md.
bench *sections: build bench-tools
    ulimit -n "$(ulimit -Hn)" && cargo run --release -q -p api --example bench -- {{sections}}

# The long safety suite (R1–R9) against the release binary: prints a table and writes bench/reliability.md.
reliability *sections: build bench-tools
    pip install --quiet -r reliability/requirements.txt
    ulimit -n "$(ulimit -Hn)" && cargo run --release -q -p api --example reliability -- {{sections}}

# What the bench and the reliability suite drive besides cargo: wrk, pgbench, Chromium, Lighthouse, PostGraphile 5 (bench/package.json).
bench-tools:
    command -v wrk >/dev/null && command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk chromium fonts-liberation >/dev/null)
    command -v pgbench >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client >/dev/null)
    cd bench && npm ci --no-audit --no-fund

# Remove databases left by earlier PostgreSQL test runs.
drop-test-databases:
    @if [ -n "${TEST_DATABASE_URL:-}" ]; then \
        for db in $(psql "$TEST_DATABASE_URL" -Atc "select datname from pg_database where datname like 'agora_t_%'"); do \
            psql "$TEST_DATABASE_URL" -qc "drop database if exists $db" >/dev/null; \
        done; \
    fi

fmt:
    cargo fmt --all

# Formatting, clippy (warnings are errors, workspace lints in Cargo.toml), the type check and ESLint (Relay, hooks).
lint:
    cargo fmt --all -- --check
    cargo clippy --workspace --all-targets -- -D warnings
    cd frontend && npm run typecheck && npm run lint
