#!/usr/bin/env python3
"""R4: fuzz every GraphQL query and mutation of a running Ágora server with Schemathesis.

    pip install -r reliability/requirements.txt
    AGORA_URL=http://127.0.0.1:8091 [AGORA_TOKEN=<admin access token>] [FUZZ_CASES=10000] \
    [AGORA_LOG=<server log file>] python3 reliability/fuzz.py

Optional: FUZZ_SEED (default 20250601), FUZZ_TIMEOUT (seconds per request, default 30),
FUZZ_NOW (the server's AGORA_CLOCK, when it runs on one: dates and instants are drawn around it),
FUZZ_MESSAGES=<file> (writes every distinct error code and message with its count).

Schemathesis's GraphQL support (pinned in requirements.txt) introspects
`$AGORA_URL/graphql` and, for each Query and Mutation field, generates documents that fit
the schema (positive mode, 3/4 of the cases) and documents that break it (negative mode).
Every case is sent once with `case.call`; an `after_call` hook counts each answer and runs
the checks on it, so `cases` counts requests really answered (plus any left unanswered).
The cases are split between an anonymous pass and, when AGORA_TOKEN is given, two signed-in
passes: one with a personal access token of that admin holding every scope (created with
`createApiToken` before the run; scope checks and the operations tokens may never call are
fuzzed that way) and one with `Authorization: Bearer $AGORA_TOKEN`. Before the run the admin
also makes one thing of each kind the demo data lacks (closure, quota, weekly series,
webhook endpoint). Operations that Hypothesis exhausts early (no arguments, few fields)
leave a shortfall that further seeded rounds make up.

Values: Ágora's scalars get strategies that mix valid and hostile values (Decimal, Date,
DateTime, Upload with the multipart placeholder, String with e-mails, URLs, cursors,
long texts); `ID` mixes real IDs (listed as the admin before each operation), forged and
garbage IDs; half of the cases of operations that take an ID are given an existing thing
of the right kind, and half of the createBooking cases a 1-3 hour range (see `shape`).
Ten limit probes per pass (body > 1 MiB, batch of 11, bad JSON, depth, aliases,
multipart) check the answers the generated documents do not reach; they are not counted
in `cases`.

Checks on every answer (statuses from api/src/http/graphql.rs):
  - status 200 (GraphQL answers, errors included), 400 (unreadable request, too many
    operations) or 413 (body too large); any 5xx is a server error, no answer at all
    (a panic drops the connection) counts as one too, any other status is flagged;
  - the body is a JSON object with `data` and/or `errors`;
  - no error with `extensions.code == "INTERNAL"` (or the generic internal message);
  - no error text (messages, extensions) showing internals: driver/ORM names, SQL, source
    paths, panics... (LEAK_PATTERNS), unless the request itself carried the text.
Afterwards, when AGORA_LOG is given, the server log must have no line with "panicked".

Progress goes to stderr; the last stdout line is one JSON object: {"cases", "operations",
"failures", "server_errors", "internal", "leaks", "panics", "examples", ...}, where
`failures` = failing cases (each counted once) + panic lines in the log. Exit status: 0
clean; 1 on any failure or fewer than FUZZ_CASES cases; 2 when the run cannot start.

Side effects, so use a throw-away server: data changes (spaces deleted, users promoted,
bookings made); the admin may be demoted (setUserRole) and is signed out everywhere
(signOut runs last); signIn fuzzing trips the sign-in throttle for 127.0.0.1 and the demo
accounts for 15 minutes. Hypothesis keeps no example database (`database=None`) and each
operation runs under a seed derived from FUZZ_SEED, so a run against a fresh server
repeats (the instants offered depend on the current hour).
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import math
import os
import re
import sys
import time
import zlib
from dataclasses import dataclass, field

try:
    import requests
    import schemathesis
    from hypothesis import HealthCheck, Phase, Verbosity, given, seed, settings
    from hypothesis import strategies as st
    from hypothesis.errors import Unsatisfiable
    from schemathesis import GenerationMode
    from schemathesis.graphql import nodes
except ImportError as exc:  # pragma: no cover
    print(f"fuzz: {exc}; install with: pip install -r reliability/requirements.txt", file=sys.stderr)
    sys.exit(2)

# ---------------------------------------------------------------------------------------
# Settings

BASE_URL = os.environ.get("AGORA_URL", "http://127.0.0.1:8080").rstrip("/")
ENDPOINT = BASE_URL + "/graphql"
TOKEN = (os.environ.get("AGORA_TOKEN") or "").strip() or None
TARGET = int(os.environ.get("FUZZ_CASES") or 10000)
LOG_PATH = (os.environ.get("AGORA_LOG") or "").strip() or None
SEED = int(os.environ.get("FUZZ_SEED") or 20250601)
TIMEOUT = float(os.environ.get("FUZZ_TIMEOUT") or 30)
NEGATIVE_SHARE = 0.25  # share of each operation's cases generated in negative mode
MARGIN = 1.1  # asks Hypothesis for a few more than needed: small operations end early
MAX_ROUNDS = 10  # rounds in all, the first included, while the total falls short
MESSAGES_PATH = (os.environ.get("FUZZ_MESSAGES") or "").strip() or None  # optional: distinct error texts

ACCEPTED_STATUSES = {200, 400, 413}

# Run last, in this order: what destroys the things other operations work on (bookings to
# pay, spaces to book), then what can end or weaken the admin's sign-in, signOut at the end.
RUN_LAST = (
    "Mutation.declineBooking",
    "Mutation.cancelBookingSeries",
    "Mutation.cancelBooking",
    "Mutation.deleteClosure",
    "Mutation.deleteQuota",
    "Mutation.deleteWebhookEndpoint",
    "Mutation.removeFile",
    "Mutation.setSpaceActive",
    "Mutation.deleteSpace",
    "Mutation.updateSettings",  # sessionTimeoutHours
    "Mutation.updateSecurityPolicy",  # requireAdminTwoFactor
    "Mutation.disableTwoFactor",
    "Mutation.deleteAccount",
    "Mutation.revokeApiToken",
    "Mutation.changePassword",
    "Mutation.revokeSession",
    "Mutation.setUserRole",
    "Mutation.signOut",
)

# Substrings that must never reach a client: they show a server's internals.
LEAK_PATTERNS = [
    "sqlx",
    "sea_orm",
    "sea-orm",
    "SeaORM",
    "SQLSTATE",
    "syntax error at",
    "panicked",
    "thread '",
    "stack backtrace",
    "RUST_BACKTRACE",
    "/src/",
    ".rs:",
    "DbErr",
    "RecordNotFound",
    'Custom("',
    "SqlxError",
    "RuntimeErr",
    "error returned from database",
    "database:",
    "internal error:",
    "no such table",
    "no such column",
    "constraint failed",
    "UNIQUE constraint",
    "FOREIGN KEY",
    "violates",
    "duplicate key",
    "SqliteError",
    "PgDatabaseError",
    "pool timed out",
    "Option::unwrap()",
    "Result::unwrap()",
    "/home/",
    "/root/",
    ".cargo/",
    "argon2",
    "jsonwebtoken",
]
LEAK_PATTERNS_NOCASE = ["sqlite", "postgres", "select ", "insert into", "update \"", "delete from"]

INTERNAL_MESSAGE = "Algo deu errado do nosso lado"


def log(*parts: object) -> None:
    print(*parts, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------
# Results


@dataclass
class Stats:
    cases: int = 0
    failing_cases: int = 0
    server_errors: int = 0
    unexpected_status: int = 0
    not_json: int = 0
    internal: int = 0
    leaks: int = 0
    transport: int = 0
    examples: list[str] = field(default_factory=list)
    seen_kinds: set[str] = field(default_factory=set)
    by_op: dict[str, int] = field(default_factory=dict)
    codes: dict[str, int] = field(default_factory=dict)
    clean: int = 0  # answers without any error
    messages: dict[str, int] = field(default_factory=dict)
    statuses: dict[int, int] = field(default_factory=dict)

    def example(self, text: str, kind: str) -> None:
        # The first failure of each kind of problem in each operation, ten at most.
        if kind not in self.seen_kinds and len(self.examples) < 10:
            self.seen_kinds.add(kind)
            self.examples.append(text)


STATS = Stats()
PASS = {"name": "anonymous"}


# ---------------------------------------------------------------------------------------
# Checks: registered with Schemathesis, run on every response by the `after_call` hook.


def _payload(response: schemathesis.Response) -> object:
    try:
        return json.loads(response.content.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None


def _error_strings(value: object) -> list[str]:
    out: list[str] = []
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            out.extend(_error_strings(v))
    elif isinstance(value, list):
        for v in value:
            out.extend(_error_strings(v))
    return out


def _errors(payload: object) -> list[dict]:
    if isinstance(payload, dict) and isinstance(payload.get("errors"), list):
        return [e for e in payload["errors"] if isinstance(e, dict)]
    return []


def _request_text(case: schemathesis.Case) -> str:
    return case.body if isinstance(case.body, str) else json.dumps(case.body, default=str)


@schemathesis.check
def agora_status(ctx, response, case):
    """200, 400 or 413 only; never a 5xx."""
    if response.status_code >= 500:
        raise AssertionError(f"server error: HTTP {response.status_code}")
    if response.status_code not in ACCEPTED_STATUSES:
        raise AssertionError(f"unexpected status: HTTP {response.status_code}")


@schemathesis.check
def agora_json(ctx, response, case):
    """The body is a GraphQL JSON object."""
    payload = _payload(response)
    if not isinstance(payload, dict) or not ("data" in payload or "errors" in payload):
        raise AssertionError(f"not a GraphQL JSON body: {response.content[:200]!r}")


@schemathesis.check
def agora_no_internal(ctx, response, case):
    """No INTERNAL error: an internal error is a server bug."""
    for error in _errors(_payload(response)):
        ext = error.get("extensions") if isinstance(error.get("extensions"), dict) else {}
        message = str(error.get("message", ""))
        if ext.get("code") == "INTERNAL" or INTERNAL_MESSAGE in message:
            raise AssertionError(f"INTERNAL error at {error.get('path')}: {message}")


@schemathesis.check
def agora_no_leak(ctx, response, case):
    """No internal detail in any error text (unless the request itself carried it)."""
    payload = _payload(response)
    if isinstance(payload, dict):
        texts = _error_strings(_errors(payload))
    else:
        texts = [response.content.decode("utf-8", "replace")]
    sent = _request_text(case)
    sent_lower = sent.lower()
    for text in texts:
        lower = text.lower()
        for pattern in LEAK_PATTERNS:
            if pattern in text and pattern not in sent:
                raise AssertionError(f"leak {pattern!r}: {text[:300]}")
        for pattern in LEAK_PATTERNS_NOCASE:
            if pattern in lower and pattern not in sent_lower:
                raise AssertionError(f"leak {pattern!r}: {text[:300]}")


CHECKS = [agora_status, agora_json, agora_no_internal, agora_no_leak]


def _curl(case: schemathesis.Case) -> str:
    auth = " -H 'Authorization: Bearer $AGORA_TOKEN'" if PASS.get("token") else ""
    raw = getattr(case, "raw_headers", None)
    if raw is not None:  # a limit probe: the body is sent as is
        if len(case.body) > 2000:
            return f"(probe body of {len(case.body)} bytes, see run_probes)"
        heads = "".join(f" -H {_shell_quote(f'{k}: {v}')}" for k, v in raw.items())
        return f"curl -sS {ENDPOINT}{heads}{auth} --data-binary {_shell_quote(case.body)}"
    body = json.dumps({"query": case.body}, ensure_ascii=False)
    return f"curl -sS {ENDPOINT} -H 'Content-Type: application/json'{auth} --data-raw {_shell_quote(body)}"


def _shell_quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def _describe(case: schemathesis.Case, problem: str, response_text: str | None) -> str:
    text = f"[{PASS['name']}] {case.operation.label}: {problem}\n  repro: {_curl(case)}"
    if response_text is not None:
        text += f"\n  response: {response_text[:400]}"
    return text


def _record_failure(case: schemathesis.Case, problems: list[tuple[str, str]], response_text: str | None) -> None:
    STATS.failing_cases += 1
    for kind, problem in problems:
        STATS.example(_describe(case, problem, response_text), f"{kind}:{case.operation.label}")
    log(f"  FAIL {case.operation.label}: {'; '.join(p for _, p in problems)[:300]}")


@schemathesis.hook
def after_call(context, case, response):
    """Counts every answered case and runs the checks on it."""
    STATS.cases += 1
    label = case.operation.label
    STATS.by_op[label] = STATS.by_op.get(label, 0) + 1
    STATS.statuses[response.status_code] = STATS.statuses.get(response.status_code, 0) + 1
    errors = _errors(_payload(response))
    if not errors:
        STATS.clean += 1
    for error in errors:
        ext = error.get("extensions")
        code = ext.get("code") if isinstance(ext, dict) else None
        STATS.codes[str(code)] = STATS.codes.get(str(code), 0) + 1
        if MESSAGES_PATH:
            key = f"{code}\t{str(error.get('message'))[:300]}"
            STATS.messages[key] = STATS.messages.get(key, 0) + 1
    problems: list[tuple[str, str]] = []
    for check in CHECKS:
        try:
            check(None, response, case)
        except AssertionError as exc:
            problems.append((check.__name__, str(exc)))
    if not problems:
        return
    names = {name for name, _ in problems}
    if "agora_status" in names:
        if response.status_code >= 500:
            STATS.server_errors += 1
        else:
            STATS.unexpected_status += 1
    if "agora_json" in names and response.status_code < 500:
        STATS.not_json += 1
    if "agora_no_internal" in names:
        STATS.internal += 1
    if "agora_no_leak" in names:
        STATS.leaks += 1
    _record_failure(case, problems, response.content.decode("utf-8", "replace"))


# ---------------------------------------------------------------------------------------
# Value strategies for the scalars (Schemathesis knows Date and DateTime; the others are
# Ágora's). Each mixes valid values (real IDs, slot-aligned instants) with hostile ones.

POOL: dict[str, list[str]] = {"ids": []}


def b64(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def register_ids() -> None:
    """`ID`: the real IDs of the pool (refreshed before each operation), forged and garbage IDs."""
    fake_uuid = "00000000-0000-0000-0000-000000000000"
    crafted = [b64(f"{kind}:{fake_uuid}") for kind in ("User", "Space", "Booking", "ActiveSession", "Nope")]
    crafted += [b64("Space:not-a-uuid"), b64("Space"), "", " ", "=", "!!!", "VXNlcg", b64("Space:" + "9" * 200)]
    values = [
        st.text(max_size=60).map(nodes.String),
        st.sampled_from(crafted).map(nodes.String),
        st.integers().map(nodes.Int),
    ]
    real = sorted(set(POOL["ids"]))
    if real:
        values.insert(0, st.sampled_from(real).map(nodes.String))
    schemathesis.graphql.scalar("ID", st.one_of(*values))


def register_scalars(now: dt.datetime) -> None:
    text = st.text(max_size=60)

    decimals = [
        "0", "0.1", "150", "150.5", "150.00", "150,50", " 150 ", "1.234", "-1", "-0", "1e3", "NaN", "inf",
        "", ".5", "5.", "1.2.3", "999999999999.99", "9999999999999", "0x10", "١٢٣", "1_000",
        "99999999999999999999999999999",
    ]
    schemathesis.graphql.scalar(
        "Decimal",
        st.one_of(
            st.integers(0, 10**7).map(lambda c: nodes.String(f"{c // 100}.{c % 100:02d}")),
            st.sampled_from(decimals).map(nodes.String),
            st.integers(min_value=-(10**30), max_value=10**30).map(nodes.Int),
            st.floats(allow_nan=False, allow_infinity=False).map(nodes.Float),
            text.map(nodes.String),
        ),
    )

    # JSON requests carry no files; the multipart placeholder must still be refused cleanly.
    placeholder = "#__graphql_file__:"
    schemathesis.graphql.scalar(
        "Upload",
        st.one_of(
            st.sampled_from(["0", "1", "x", "", "-1", "9" * 23]).map(lambda s: nodes.String(placeholder + s)),
            st.integers(min_value=0).map(lambda i: nodes.String(f"{placeholder}{i}")),
            text.map(lambda s: nodes.String(placeholder + s)),
            text.map(nodes.String),
            st.integers().map(nodes.Int),
        ),
    )

    today = now.date()
    near_days = [today + dt.timedelta(days=d) for d in range(-3, 45)]
    odd_dates = [
        "2024-02-29", "2023-02-29", "2031-13-01", "2031-00-10", "0000-01-01", "9999-12-31", "+262143-12-31",
        "-262144-01-01", "+10000-01-01", "2031-1-1", "20310101", "2031-03-11T00:00:00Z", "",
    ]
    schemathesis.graphql.scalar(
        "Date",
        st.one_of(
            st.sampled_from(near_days).map(lambda d: nodes.String(d.isoformat())),
            st.dates().map(lambda d: nodes.String(d.isoformat())),
            st.sampled_from(odd_dates).map(nodes.String),
            text.map(nodes.String),
        ),
    )

    base = now.replace(minute=0, second=0, microsecond=0)
    hours = [base + dt.timedelta(hours=h) for h in range(-24, 24 * 30)]
    odd_instants = [
        "9999-12-31T23:59:59Z", "9999-12-31T23:59:59-23:59", "0000-01-01T00:00:00Z", "0000-01-01T00:00:00+23:59",
        "1970-01-01T00:00:00Z", "2031-03-11T10:00:00", "2031-03-11T10:00:00.999999999Z", "2031-03-11T10:30:00-03:00",
        "2031-02-30T10:00:00Z", "2031-03-11 10:00:00Z", "",
    ]
    schemathesis.graphql.scalar(
        "DateTime",
        st.one_of(
            st.sampled_from(hours[24:24 + 72]).map(lambda t: nodes.String(t.strftime("%Y-%m-%dT%H:%M:%SZ"))),
            st.sampled_from(hours).map(lambda t: nodes.String(t.strftime("%Y-%m-%dT%H:%M:%SZ"))),
            st.datetimes().map(lambda t: nodes.String(t.isoformat() + "Z")),
            st.sampled_from(odd_instants).map(nodes.String),
            text.map(nodes.String),
        ),
    )

    cursor_times = ["2031-01-01T10:00:00+00:00", "9999-12-31T23:59:59-23:59", "0000-01-01T00:00:00+23:59"]
    strings = [
        "admin@agora.dev", "usuario@agora.dev", "ADMIN@AGORA.DEV ", "fuzz@example.com", "a@b", "@", "x" * 300,
        "https://example.com/a.png", "http://127.0.0.1/x", "javascript:alert(1)", "/storage/spaces/images/x.png",
        "/storage/avatars/../../etc/passwd", "/storage/spaces/", "/storage/", "../../", "%00", "' OR 1=1 --",
        "\"; DROP TABLE users; --", "Sala de Reunião", "Wi-Fi, Projetor", "ÁÉÍÓÚ ção", "\u0000", "\ud7ff\ue000",
        "+55 11 99999-9999", "A" * 5000,
    ] + [b64(f"{t}|00000000-0000-0000-0000-000000000000") for t in cursor_times]
    schemathesis.graphql.scalar(
        "String",
        st.one_of(st.text(), st.sampled_from(strings)).map(nodes.String),
    )


# ---------------------------------------------------------------------------------------
# Server helpers


def server_now() -> dt.datetime:
    """The server's "now": FUZZ_NOW when the server runs on a set clock (AGORA_CLOCK), so
    that the instants offered fall around its today, not the machine's."""
    fixed = (os.environ.get("FUZZ_NOW") or "").strip()
    if fixed:
        return dt.datetime.fromisoformat(fixed.replace("Z", "+00:00"))
    return dt.datetime.now(dt.timezone.utc)


def post(query: str, token: str | None = None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    r = requests.post(ENDPOINT, json={"query": query}, headers=headers, timeout=TIMEOUT)
    return r.json()


def server_alive() -> bool:
    try:
        return requests.get(BASE_URL + "/healthz", timeout=5).status_code < 500
    except requests.RequestException:
        return False


def wait_for_server(seconds: float = 30) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server_alive():
            return True
        time.sleep(0.5)
    return False


def collect_ids(as_admin: bool) -> None:
    """Real global IDs, so that arguments sometimes name things that exist (these look-ups
    are helpers: they are not fuzz cases and are not counted)."""
    if not (TOKEN and as_admin):
        return  # listing needs a signed-in admin: the last pool stays
    query = (
        "{ viewer { id activeSessions { id current } }"
        " active: spaces(first: 100, filter: { isActive: true }) { nodes { id } }"
        " inactive: spaces(first: 100, filter: { isActive: false }) { nodes { id } }"
        " users(first: 100) { nodes { id } } bookings(first: 100) { nodes { id series { id } } }"
        " closures { id } quotas { id } apiTokens { id name }"
        " webhookEndpoints { id deliveries(first: 20) { id } } }"
    )
    try:
        data = post(query, TOKEN)["data"]
        bookings = data["bookings"]["nodes"]
        pool = {
            "active": [n["id"] for n in data["active"]["nodes"]],
            "space": [n["id"] for n in data["active"]["nodes"] + data["inactive"]["nodes"]],
            # The admin's own account stays out: demoting it would turn the later signed-in
            # passes into an ordinary user's (the server's own tests cover that change).
            "user": [n["id"] for n in data["users"]["nodes"] if n["id"] != data["viewer"]["id"]],
            "booking": [n["id"] for n in bookings],
            "occurrence": [n["id"] for n in bookings if n["series"]],
            "series": sorted({n["series"]["id"] for n in bookings if n["series"]}),
            # The admin's own sign-in stays out: revoking it would end the signed-in pass.
            "session": [s["id"] for s in data["viewer"]["activeSessions"] if not s["current"]],
            "closure": [c["id"] for c in data["closures"]],
            "quota": [q["id"] for q in data["quotas"]],
            # So does the token pass's own token.
            "token": [t["id"] for t in data["apiTokens"] if t["name"] != PAT_NAME],
            "webhook": [w["id"] for w in data["webhookEndpoints"]],
            "delivery": [d["id"] for w in data["webhookEndpoints"] for d in w["deliveries"]],
        }
    except Exception as exc:  # noqa: BLE001 - best effort
        log(f"fuzz: could not list IDs as the admin ({type(exc).__name__}: {exc}); is AGORA_TOKEN valid?")
        return
    kinds = ("space", "user", "booking", "series", "session", "closure", "quota", "token", "webhook", "delivery")
    pool["ids"] = sorted({i for key in kinds for i in pool[key]} | {data["viewer"]["id"]})
    POOL.update(pool)


PAT_NAME = "fuzz"
PAT_PREFIX = "agora_pat_"
ALL_SCOPES = (
    "ACCOUNT_READ ACCOUNT_WRITE SPACES_READ SPACES_WRITE BOOKINGS_READ BOOKINGS_WRITE USERS_READ USERS_WRITE"
    " REPORTS_READ WEBHOOKS_READ WEBHOOKS_WRITE"
).split()


def api_token(session_token: str) -> str | None:
    """A personal access token of the admin with every scope: the token pass's credential."""
    answer = post(
        f'mutation {{ createApiToken(input: {{ name: "{PAT_NAME}", scopes: [{", ".join(ALL_SCOPES)}],'
        " expiresInDays: 30 }) { token } }",
        session_token,
    )
    try:
        return answer["data"]["createApiToken"]["token"]
    except (KeyError, TypeError):
        log(f"fuzz: could not create an API token: {answer.get('errors')}")
        return None


def seed_things(token: str) -> None:
    """One thing of each kind the demo data lacks (a closure, a quota, a weekly series, a
    webhook endpoint with a delivery), so that their operations meet a real one."""
    spaces = post("{ spaces(first: 2) { nodes { id } } }", token)["data"]["spaces"]["nodes"]
    if not spaces:
        return
    space = spaces[-1]["id"]
    start = (server_now() + dt.timedelta(days=60)).replace(hour=13, minute=0, second=0, microsecond=0)
    far = (start + dt.timedelta(days=200)).date()
    steps = [
        f'mutation {{ createWebhookEndpoint(input: {{ url: "http://127.0.0.1:9/fuzz", events: [BOOKING_CREATED] }}) {{ secret }} }}',
        f'mutation {{ createClosure(input: {{ spaceId: "{space}", startsOn: "{far}", endsOn: "{far}", reason: "Fuzz" }}) {{ closures {{ id }} }} }}',
        f'mutation {{ createQuota(input: {{ spaceId: "{space}", metric: HOURS, period: WEEK, max: 40 }}) {{ quota {{ id }} }} }}',
        f'mutation {{ createBookingSeries(input: {{ spaceId: "{space}", startsAt: "{start:%Y-%m-%dT%H:%M:%SZ}",'
        f' endsAt: "{start + dt.timedelta(hours=1):%Y-%m-%dT%H:%M:%SZ}",'
        " recurrence: { frequency: WEEKLY, occurrences: 4 } }) { series { id } } }",
    ]
    for step in steps:
        answer = post(step, token)
        if answer.get("errors"):
            log(f"fuzz: could not seed ({step[:60]}...): {answer['errors'][0].get('message')}")


def token_is_admin(token: str) -> bool:
    try:
        viewer = post("{ viewer { role } }", token)["data"]["viewer"]
        return bool(viewer) and viewer["role"] == "ADMIN"
    except Exception:  # noqa: BLE001
        return False


def log_panics() -> tuple[int, str]:
    """The lines of the server log that report a panic, and where they panicked."""
    if not LOG_PATH:
        return 0, ""
    try:
        with open(LOG_PATH, encoding="utf-8", errors="replace") as handle:
            lines = [re.sub(r"\x1b\[[0-9;]*m", "", line).rstrip() for line in handle if "panicked" in line]
    except OSError as exc:
        log(f"fuzz: cannot read AGORA_LOG {LOG_PATH}: {exc}")
        return 0, ""
    sites: dict[str, int] = {}
    for line in lines:
        match = re.search(r"panicked at (\S+?):?$", line) or re.search(r"panicked at (.*)", line)
        site = match.group(1) if match else line[:200]
        sites[site] = sites.get(site, 0) + 1
    for site, count in sites.items():
        log(f"  PANIC in log x{count}: {site}")
    return len(lines), "; ".join(f"{count}x at {site}" for site, count in sites.items())


# ---------------------------------------------------------------------------------------
# Running


def run_probes(token: str | None) -> int:
    """The server's limits, which generated documents do not reach: each answer must have
    its documented status and still be a clean GraphQL JSON error. Returns the number sent."""
    deep = "{ __schema { types { fields { type " + "{ ofType " * 16 + "{ name }" + " }" * 16 + " } } } }"
    aliases = "{ " + " ".join(f"a{i}: appConfig {{ timeZone }}" for i in range(600)) + " }"
    big = json.dumps({"query": "{ appConfig { timeZone } }", "pad": "x" * (1024 * 1024 + 10)})
    batch = json.dumps([{"query": "{ appConfig { timeZone } }"}] * 11)
    json_type = {"Content-Type": "application/json"}
    probes = [
        # (name, body, headers, accepted statuses); every answer must carry `errors`
        ("body over 1 MiB", big, json_type, {413}),
        ("11 operations in a batch", batch, json_type, {400}),
        ("unreadable JSON", '{"query": ', json_type, {400}),
        ("JSON that is not a request", "[1, 2, 3]", json_type, {400}),
        ("empty body", "", json_type, {400}),
        ("depth over the limit", json.dumps({"query": deep}), json_type, {200}),  # refused by limit_depth
        ("600 aliases", json.dumps({"query": aliases}), json_type, {200}),  # refused by limit_complexity
        ("unknown variables type", json.dumps({"query": "{ viewer { id } }", "variables": [1]}), json_type, {200, 400}),
        # Refused before reading unless a personal access token comes with it (the header a
        # foreign page cannot set): then the body is read, and this one is unreadable.
        (
            "multipart without X-Agora-Client",
            "--b--\r\n",
            {"Content-Type": "multipart/form-data; boundary=b"},
            {400} if token and token.startswith(PAT_PREFIX) else {403},
        ),
        (
            "multipart with a bogus map",
            '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n'
            '{"query": "mutation($f: Upload!) { uploadFile(input: {bucket: SPACES, file: $f}) { url } }",'
            ' "variables": {"f": null}}\r\n'
            '--b\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0": ["variables.f"]}\r\n--b--\r\n',
            {"Content-Type": "multipart/form-data; boundary=b", "X-Agora-Client": "web"},
            {200, 400},
        ),
    ]
    for name, body, headers, accepted in probes:
        sent_headers = dict(headers)
        if token:
            sent_headers["Authorization"] = f"Bearer {token}"
        fake_case = type(
            "Probe",
            (),
            {"body": body, "raw_headers": headers, "operation": type("Op", (), {"label": f"probe: {name}"})},
        )
        try:
            r = requests.post(ENDPOINT, data=body.encode(), headers=sent_headers, timeout=TIMEOUT)
        except requests.RequestException as exc:
            STATS.server_errors += 1
            STATS.transport += 1
            _record_failure(fake_case, [("transport", f"no response: {exc}")], None)
            continue
        response = type("R", (), {"status_code": r.status_code, "content": r.content})
        problems = []
        if r.status_code >= 500:
            STATS.server_errors += 1
            problems.append(("agora_status", f"server error: HTTP {r.status_code}"))
        elif r.status_code not in accepted:
            STATS.unexpected_status += 1
            problems.append(("agora_status", f"HTTP {r.status_code}, expected {sorted(accepted)}"))
        for check in (agora_json, agora_no_internal, agora_no_leak):
            try:
                check(None, response, fake_case)
            except AssertionError as exc:
                problems.append((check.__name__, str(exc)))
        if r.status_code < 500 and not _errors(_payload(response)):
            STATS.unexpected_status += 1
            problems.append(("probe_refused", "the request was not refused (no `errors`)"))
        names = {n for n, _ in problems}
        STATS.internal += "agora_no_internal" in names
        STATS.leaks += "agora_no_leak" in names
        STATS.not_json += "agora_json" in names
        log(f"[{PASS['name']}] probe {name}: HTTP {r.status_code}{' FAIL' if problems else ''}")
        if problems:
            _record_failure(fake_case, problems, r.content.decode("utf-8", "replace"))
    return len(probes)


GQL_STRING = r'"(?:[^"\\]|\\.)*"'
STARTS_AT = re.compile(r'startsAt: "(\d{4}-\d\d-\d\dT\d\d:00:00Z)"')
ENDS_AT = re.compile(r"endsAt: " + GQL_STRING)


# The argument that names a thing of one kind, per operation: see `shape`.
TYPED_IDS = {
    "Query.node": ("id", "ids"),
    "Query.space": ("id", "space"),
    "Query.spaceRemovalPreview": ("id", "space"),
    "Query.spaceRulesPreview": ("spaceId", "space"),
    "Query.closurePreview": ("spaceId", "space"),
    "Query.holidaysPreview": ("spaceId", "space"),
    "Query.closures": ("spaceId", "space"),
    "Query.availability": ("spaceId", "space"),
    "Query.bookingSeriesPreview": ("spaceId", "active"),
    "Mutation.createBooking": ("spaceId", "active"),
    "Mutation.createBookingSeries": ("spaceId", "active"),
    "Mutation.updateSpace": ("id", "space"),
    "Mutation.setSpaceActive": ("id", "space"),
    "Mutation.deleteSpace": ("id", "space"),
    "Mutation.updateSpaceRules": ("spaceId", "space"),
    "Mutation.createClosure": ("spaceId", "space"),
    "Mutation.addHolidays": ("spaceId", "space"),
    "Mutation.deleteClosure": ("id", "closure"),
    "Mutation.createQuota": ("spaceId", "space"),
    "Mutation.deleteQuota": ("quotaId", "quota"),
    "Mutation.cancelBooking": ("bookingId", "booking"),
    "Mutation.payBooking": ("bookingId", "booking"),
    "Mutation.rescheduleBooking": ("bookingId", "booking"),
    "Mutation.approveBooking": ("bookingId", "booking"),
    "Mutation.declineBooking": ("bookingId", "booking"),
    "Mutation.completeBooking": ("bookingId", "booking"),
    "Mutation.payBookingSeries": ("seriesId", "series"),
    "Mutation.rescheduleBookingSeries": ("bookingId", "occurrence"),
    "Mutation.cancelBookingSeries": ("bookingId", "occurrence"),
    "Mutation.setUserRole": ("userId", "user"),
    "Mutation.revokeSession": ("sessionId", "session"),
    "Mutation.revokeApiToken": ("id", "token"),
    "Mutation.updateWebhookEndpoint": ("id", "webhook"),
    "Mutation.deleteWebhookEndpoint": ("id", "webhook"),
    "Mutation.resendWebhookDelivery": ("id", "delivery"),
}


def shape(case: schemathesis.Case) -> None:
    """Makes some generated cases semi-valid, so that the rules behind the first check are
    reached too. The choice follows the document's checksum, so runs repeat.
    - An `ID` drawn from the mixed pool rarely names a thing of the right kind: in half
      of the cases of the operations in TYPED_IDS, the ID argument is set to an existing
      thing of its kind (a bookable space for createBooking, a booking for payBooking...).
    - Two independent instants almost never make a bookable range: in half of the
      createBooking cases the end is moved to 1-3 hours after a slot-aligned start."""
    if not isinstance(case.body, str):
        return
    label = case.operation.label
    checksum = zlib.crc32(case.body.encode())
    typed = TYPED_IDS.get(label)
    if typed and (checksum >> 3) % 2 == 0 and POOL.get(typed[1]):
        choices = POOL[typed[1]]
        real = choices[(checksum >> 4) % len(choices)]
        pattern = re.compile(r"\b" + typed[0] + r": " + GQL_STRING)
        case.body = pattern.sub(lambda _: f'{typed[0]}: "{real}"', case.body, count=1)
    if label != "Mutation.createBooking":
        return
    match = STARTS_AT.search(case.body)
    if not match or checksum % 2:
        return
    try:
        start = dt.datetime.strptime(match.group(1), "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:  # "2031-02-30T10:00:00Z" and the like stay as generated
        return
    end = start + dt.timedelta(hours=1 + (checksum >> 1) % 3)
    if ENDS_AT.search(case.body):
        case.body = ENDS_AT.sub(f'endsAt: "{end:%Y-%m-%dT%H:%M:%SZ}"', case.body, count=1)


class ServerDown(Exception):
    pass


def fuzz_operation(operation, examples: int, op_seed: int, session: requests.Session, headers: dict) -> None:
    """Sends `examples` generated cases (fewer if Hypothesis exhausts the operation)."""
    # Negative first: it exhausts quickly on small inputs, and positive mode makes up the rest.
    start = STATS.cases
    for mode in (GenerationMode.NEGATIVE, GenerationMode.POSITIVE):
        if mode == GenerationMode.NEGATIVE:
            count = int(round(examples * NEGATIVE_SHARE))
        else:
            count = examples - (STATS.cases - start)
        if count <= 0:
            continue
        strategy = operation.as_strategy(generation_mode=mode)

        @seed(op_seed + (1 if mode == GenerationMode.NEGATIVE else 0))
        @settings(
            max_examples=count,
            database=None,
            deadline=None,
            derandomize=False,
            phases=[Phase.generate],
            suppress_health_check=list(HealthCheck),
            verbosity=Verbosity.quiet,
            report_multiple_bugs=False,
        )
        @given(case=strategy)
        def send(case):
            shape(case)
            try:
                case.call(session=session, headers=headers, timeout=TIMEOUT)
            except requests.RequestException as exc:
                # No answer at all (a dropped connection is how a panic shows from outside).
                STATS.cases += 1
                STATS.transport += 1
                STATS.server_errors += 1
                _record_failure(case, [("transport", f"no response: {type(exc).__name__}: {exc}")], None)
                if not server_alive():
                    raise ServerDown() from exc

        try:
            send()
        except ServerDown:
            raise
        except Unsatisfiable as exc:
            log(f"  {operation.label} ({mode.value}): generation stopped: {type(exc).__name__}: {str(exc)[:200]}")
        except Exception as exc:  # noqa: BLE001 - a generator limitation is not a server bug
            if type(exc).__name__ == "SkipTest":
                continue
            log(f"  {operation.label} ({mode.value}): generation error: {type(exc).__name__}: {str(exc)[:300]}")


def main() -> int:
    started = time.monotonic()
    if not wait_for_server():
        log(f"fuzz: no server answers at {BASE_URL}/healthz")
        return 2
    log(f"fuzz: schemathesis {schemathesis.__version__}, {ENDPOINT}, target {TARGET} cases, seed {SEED}")

    try:
        schema = schemathesis.graphql.from_url(ENDPOINT, timeout=TIMEOUT)
        operations = [result.ok() for result in schema.get_all_operations()]
    except Exception as exc:  # noqa: BLE001 - no schema, no run
        log(f"fuzz: cannot load the schema from {ENDPOINT}: {type(exc).__name__}: {exc}")
        return 2
    labels = [op.label for op in operations]
    log(f"fuzz: {len(operations)} operations: {', '.join(labels)}")

    now = server_now()
    pat = None
    if TOKEN:
        seed_things(TOKEN)
        pat = api_token(TOKEN)
    collect_ids(as_admin=True)
    register_scalars(now)
    register_ids()
    log(f"fuzz: {len(POOL['ids'])} real IDs in the pool")

    passes = [{"name": "anonymous", "token": None}]
    if TOKEN:
        if not token_is_admin(TOKEN):
            log("fuzz: AGORA_TOKEN does not sign in an admin; the signed-in pass still runs")
        if pat:  # the admin's API token first: the session pass may end the admin's rights
            passes.append({"name": "api token", "token": pat})
        passes.append({"name": "admin", "token": TOKEN})
    per_op = max(1, math.ceil(TARGET * MARGIN / (len(passes) * len(operations))))
    log(f"fuzz: {len(passes)} pass(es) x {len(operations)} operations x ~{per_op} cases")

    session = requests.Session()
    down = False
    round_no = 0
    exhausted: set[tuple[str, str]] = set()
    probes = 0
    admin_lost: dict[str, str] = {}  # pass name -> the operation after which the token stopped working
    # Whatever can end or weaken the admin's sign-in runs last, signOut at the very end.
    ordered = sorted(operations, key=lambda op: RUN_LAST.index(op.label) + 1 if op.label in RUN_LAST else 0)
    try:
        while not down and STATS.cases < TARGET and round_no < MAX_ROUNDS:
            remaining = TARGET - STATS.cases
            if round_no == 0:
                quota = per_op
            else:
                live = sum(
                    1
                    for p in passes
                    if not (p["token"] and p["name"] in admin_lost)
                    for op in operations
                    if (p["name"], op.label) not in exhausted
                )
                if live == 0:
                    log("fuzz: every operation is exhausted")
                    break
                quota = max(1, math.ceil(remaining * MARGIN / live))
                log(f"fuzz: round {round_no + 1}: {remaining} cases short, ~{quota} more per operation")
            for pass_ in passes:
                if pass_["token"] and pass_["name"] in admin_lost:
                    continue  # the sign-in ended in an earlier round: the anonymous pass tops up
                PASS.clear()
                PASS.update(pass_)
                headers = {"Authorization": f"Bearer {pass_['token']}"} if pass_["token"] else {}
                if round_no == 0:
                    probes += run_probes(pass_["token"])
                for operation in ordered:
                    key = (pass_["name"], operation.label)
                    if key in exhausted or (round_no > 0 and STATS.cases >= TARGET):
                        continue
                    collect_ids(as_admin=bool(TOKEN) and "admin" not in admin_lost)
                    register_ids()
                    before = STATS.cases
                    t0 = time.monotonic()
                    op_seed = SEED + zlib.crc32(f"{pass_['name']}:{operation.label}:{round_no}".encode())
                    fuzz_operation(operation, quota, op_seed, session, headers)
                    sent = STATS.cases - before
                    if sent < quota * 0.9:
                        exhausted.add(key)
                    log(
                        f"[{pass_['name']}] {operation.label}: {sent} cases in {time.monotonic() - t0:.1f}s"
                        f" (total {STATS.cases}, failing {STATS.failing_cases})"
                    )
                    if pass_["token"] and pass_["name"] not in admin_lost and not token_is_admin(pass_["token"]):
                        admin_lost[pass_["name"]] = operation.label
                        log(f"fuzz: the token no longer signs in an admin after {operation.label}")
            round_no += 1
    except ServerDown:
        down = True
        log("fuzz: the server stopped answering; aborting")

    panics, panic_sites = log_panics()
    elapsed = time.monotonic() - started
    failures = STATS.failing_cases + panics
    if panics:
        panic_example = f"server log {LOG_PATH}: {panics} line(s) with 'panicked': {panic_sites}"
        STATS.examples = [panic_example] + STATS.examples[:9]
    log(
        f"fuzz: statuses {dict(sorted(STATS.statuses.items()))}; {STATS.clean} answers without errors;"
        f" error codes {dict(sorted(STATS.codes.items()))}"
    )
    if MESSAGES_PATH:
        with open(MESSAGES_PATH, "w", encoding="utf-8") as handle:
            for key, count in sorted(STATS.messages.items(), key=lambda kv: -kv[1]):
                handle.write(f"{count}\t{key}\n".replace("\r", " "))
    short = STATS.cases < TARGET
    if short:
        log(f"fuzz: only {STATS.cases} cases sent, fewer than FUZZ_CASES={TARGET}")
    summary = {
        "cases": STATS.cases,
        "operations": len({label for label in STATS.by_op}),
        "failures": failures,
        "server_errors": STATS.server_errors,
        "internal": STATS.internal,
        "leaks": STATS.leaks,
        "panics": panics,
        "examples": STATS.examples,
        "probes": probes,
        "unexpected_status": STATS.unexpected_status,
        "not_json": STATS.not_json,
        "schema_operations": len(operations),
        "passes": [p["name"] for p in passes],
        "seconds": round(elapsed, 1),
        "server_down": down,
        "admin_session_ended_after": admin_lost.get("admin"),
    }
    log(f"fuzz: {STATS.cases} cases, {failures} failures in {elapsed:.0f}s")
    print(json.dumps(summary, ensure_ascii=False))
    return 1 if failures or short or down else 0


if __name__ == "__main__":
    sys.exit(main())
