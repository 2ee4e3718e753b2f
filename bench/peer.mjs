#!/usr/bin/env node
// `just bench` section P1 (issue 6): the read API against a peer. PostGraphile 4.14.1,
// started here over the same PostgreSQL tables, vs a running `agora`, on the explore
// list (20 spaces with resources) and the admin bookings list (50 bookings with space
// and user): wrk over loopback with the same threads, connections and duration for
// both, one server after the other. Then the SQL statements each server sends per
// request, at two list sizes, counted in the PostgreSQL log.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db>   migrated and filled, superuser
//   AGORA_URL=http://127.0.0.1:<port>                      an agora serving that database
//   USER_TOKEN=… ADMIN_TOKEN=…                             bearer access tokens
//   AGORA_PID=…                                            its process (CPU per request)
//   [DURATION=10] [CONNECTIONS=32] [THREADS=2]             wrk, same for both servers
//   [WARMUP=3]                 seconds of wrk before each measured run (discarded)
//   [STATEMENT_REQUESTS=20]    sequential requests per statement count
//   [POSTGRAPHILE_PORT]        default: a free port from the OS
//   [POSTGRAPHILE_WORKERS]     --cluster-workers (default: none, one Node process)
//   [POSTGRAPHILE_POOL=10]     --max-pool-size (PostGraphile's default)
//   [WRK=wrk]                  the wrk binary
//   [PG_LOG]                   the server log (default: pg_current_logfile() or
//                              /var/log/postgresql/postgresql-<major>-main.log)
//   node bench/peer.mjs
//
// Progress goes to stderr; the last stdout line is one JSON object:
//   {"cases":[{"case":"spaces 20","agora":{rps,p99Ms,requests,failures,…},
//              "postgraphile":{…},"rpsRatio":agora/pg,"p99Ratio":agora/pg,"sameRows":…}],
//    "statements":[{"case":"spaces","server":"agora","size":5,"perRequest":…},…]}
//
// A failure is a non-200 response, a body containing "errors", or a socket error.
// Statement counting switches `log_statement = 'all'` on with ALTER SYSTEM + reload
// (it reaches the pools' existing connections) and always restores it.

import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

const env = process.env;
const need = (name) => env[name] || fail(`${name} must be set`);
const DATABASE_URL = need("DATABASE_URL");
const AGORA_URL = need("AGORA_URL").replace(/\/+$/, "");
const USER_TOKEN = need("USER_TOKEN");
const ADMIN_TOKEN = need("ADMIN_TOKEN");
const AGORA_PID = Number(need("AGORA_PID"));
const DURATION = int("DURATION", 10);
const CONNECTIONS = int("CONNECTIONS", 32);
const THREADS = Math.min(int("THREADS", 2), CONNECTIONS);
const WARMUP = int("WARMUP", 3);
const STATEMENT_REQUESTS = int("STATEMENT_REQUESTS", 20);
const POSTGRAPHILE_VERSION = "4.14.1";
const WRK = env.WRK || "wrk";
const LUA = fileURLToPath(new URL("./wrk-graphql.lua", import.meta.url));
const DB_NAME = decodeURIComponent(new URL(DATABASE_URL).pathname.replace(/^\//, ""));

function int(name, fallback) {
  const v = env[name];
  if (v === undefined || v === "") return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) fail(`${name} must be a positive integer, not ${v}`);
  return n;
}

function fail(message) {
  throw new Error(message);
}

function log(...args) {
  console.error("[peer]", ...args);
}

// ---------------------------------------------------------------------------------
// The two lists, for both servers. Same rows, same order (created_at desc, id desc),
// same columns, totalCount on both. Agora's user sees active spaces only: PostGraphile
// gets the same condition. Money: agora's Decimal vs PostGraphile's BigInt cents.

const CASES = [
  {
    case: "spaces",
    size: 20,
    agora: {
      token: USER_TOKEN,
      query:
        "query Explore($first: Int!) { spaces(first: $first) { totalCount edges { node { id name description capacity pricePerHour resources imageUrl } } } }",
      list: (d) => d?.spaces?.edges?.map((e) => e.node),
      total: (d) => d?.spaces?.totalCount,
    },
    postgraphile: {
      query:
        "query Explore($first: Int!) { allSpaces(first: $first, condition: { isActive: true }, orderBy: [CREATED_AT_DESC, ID_DESC]) { totalCount nodes { id name description capacity pricePerHourCents resources imageUrl } } }",
      list: (d) => d?.allSpaces?.nodes,
      total: (d) => d?.allSpaces?.totalCount,
    },
  },
  {
    case: "bookings",
    size: 50,
    agora: {
      token: ADMIN_TOKEN,
      query:
        "query AdminBookings($first: Int!) { bookings(first: $first) { totalCount edges { node { id status startsAt endsAt totalPrice space { name capacity } user { fullName email } } } } }",
      list: (d) => d?.bookings?.edges?.map((e) => e.node),
      total: (d) => d?.bookings?.totalCount,
    },
    postgraphile: {
      query:
        "query AdminBookings($first: Int!) { allBookings(first: $first, orderBy: [CREATED_AT_DESC, ID_DESC]) { totalCount nodes { id status startsAt endsAt totalPriceCents spaceBySpaceId { name capacity } userByUserId { fullName email } } } }",
      list: (d) => d?.allBookings?.nodes,
      total: (d) => d?.allBookings?.totalCount,
    },
  },
];
const STATEMENT_SIZES = [5, 50];

// ---------------------------------------------------------------------------------
// Cleanup: everything registered here runs once, on success, error or signal.

const cleanups = [];
let cleanedUp = false;
function cleanupSync() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const f of cleanups.reverse()) {
    try {
      f();
    } catch (e) {
      console.error("[peer] cleanup:", e.message);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    cleanupSync();
    process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
  });
}
process.on("exit", cleanupSync);

// ---------------------------------------------------------------------------------
// PostgreSQL through psql (no npm dependencies).

function psql(sql) {
  return execFileSync("psql", ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", DATABASE_URL, "-c", sql], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

const quote = (s) => `'${String(s).replace(/'/g, "''")}'`;

// ---------------------------------------------------------------------------------
// HTTP

async function gql(url, token, query, variables) {
  const headers = { "content-type": "application/json", accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: `not JSON (HTTP ${res.status}): ${text.slice(0, 200)}` }] };
  }
  return { status: res.status, body, text };
}

// A free port from the OS (0), or a check that the given one is free.
function freePort(wanted = 0) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", (e) => reject(new Error(`port ${wanted}: ${e.message}`)));
    server.listen(wanted, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------
// PostGraphile

async function startPostGraphile() {
  const port = await freePort(env.POSTGRAPHILE_PORT ? int("POSTGRAPHILE_PORT", 0) : 0);
  const args = [
    "--yes",
    `postgraphile@${POSTGRAPHILE_VERSION}`,
    "-c", DATABASE_URL,
    "--schema", "public",
    "--host", "127.0.0.1",
    "--port", String(port),
    "--disable-query-log",
    "--disable-graphiql",
    "--disable-default-mutations",
    "--dynamic-json",
    "--no-setof-functions-contain-nulls",
    "--max-pool-size", String(int("POSTGRAPHILE_POOL", 10)),
  ];
  if (env.POSTGRAPHILE_WORKERS) args.push("--cluster-workers", String(int("POSTGRAPHILE_WORKERS", 1)));
  log(`starting PostGraphile ${POSTGRAPHILE_VERSION}: npx ${args.join(" ").replace(DATABASE_URL, "$DATABASE_URL")}`);
  const child = spawn("npx", args, {
    // Its own process group, so the npx wrapper, node and any cluster workers die together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, NODE_ENV: "production", npm_config_update_notifier: "false", npm_config_fund: "false" },
  });
  let exited = null;
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    exited = { code, signal };
  });
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  cleanups.push(() => kill("SIGKILL"));
  const url = `http://127.0.0.1:${port}/graphql`;
  const deadline = Date.now() + 240_000; // the first npx run downloads the package
  for (;;) {
    if (exited) fail(`PostGraphile exited (${JSON.stringify(exited)}):\n${output}`);
    if (Date.now() > deadline) {
      kill("SIGKILL");
      fail(`PostGraphile did not answer on ${url} within 240 s:\n${output}`);
    }
    try {
      const r = await gql(url, null, "{ __typename }", {});
      if (r.status === 200 && r.body?.data?.__typename === "Query") break;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  log(`PostGraphile answers on ${url}`);
  return {
    url,
    group: child.pid,
    async stop() {
      if (exited) return;
      kill("SIGTERM");
      for (let i = 0; i < 50 && !exited; i++) await sleep(100);
      if (!exited) kill("SIGKILL");
    },
  };
}

// ---------------------------------------------------------------------------------
// Checks

function agoraUuid(globalId) {
  const text = Buffer.from(String(globalId), "base64url").toString("utf8");
  return text.slice(text.indexOf(":") + 1);
}

async function check(server, url, spec, size) {
  const r = await gql(url, spec.token, spec.query, { first: size });
  if (r.status !== 200 || r.body.errors || !r.body.data) {
    fail(`${server}: HTTP ${r.status}, errors in the response: ${r.text.slice(0, 500)}`);
  }
  const list = spec.list(r.body.data);
  if (!Array.isArray(list) || list.length !== size) {
    fail(`${server}: expected ${size} items, got ${Array.isArray(list) ? list.length : "no list"}: ${r.text.slice(0, 500)}`);
  }
  return { list, total: spec.total(r.body.data), bytes: Buffer.byteLength(r.text) };
}

// ---------------------------------------------------------------------------------
// wrk

function runWrk(url, spec, size, seconds) {
  return new Promise((resolve, reject) => {
    const args = ["-t", String(THREADS), "-c", String(CONNECTIONS), "-d", `${seconds}s`, "--timeout", "10s", "-s", LUA, url];
    const child = spawn(WRK, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...env,
        WRK_BODY: JSON.stringify({ query: spec.query, variables: { first: size } }),
        WRK_AUTH: spec.token ? `Bearer ${spec.token}` : "",
      },
    });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("WRK_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${err}\n${out}`));
      resolve(JSON.parse(line.slice("WRK_JSON ".length)));
    });
  });
}

// CPU seconds (user + system) used so far by the processes `pick` chooses from
// /proc/<pid>/stat (fields after the command name: 3 = process group, 12/13 = utime/stime,
// in 100ths of a second): where a request's cost goes, on cores shared by wrk, the server
// and PostgreSQL.
function cpuSeconds(pick) {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    if (pick({ pid: Number(pid), comm, group: Number(fields[2]) })) total += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return total;
}

// `owner` picks the server's own processes (agora's pid, PostGraphile's process group).
async function measure(server, url, spec, size, owner) {
  if (WARMUP > 0) await runWrk(url, spec, size, WARMUP);
  const isPostgres = (p) => p.comm === "postgres";
  const before = [cpuSeconds(owner), cpuSeconds(isPostgres)];
  const r = await runWrk(url, spec, size, DURATION);
  const perRequest = (now, then) => ((now - then) * 1000) / Math.max(1, r.requests);
  r.cpuMs = { server: perRequest(cpuSeconds(owner), before[0]), postgres: perRequest(cpuSeconds(isPostgres), before[1]) };
  log(
    `  ${server.padEnd(12)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms  ` +
      `${r.requests} requests, ${r.failures} failures  CPU/request: server ${r.cpuMs.server.toFixed(3)} ms, ` +
      `PostgreSQL ${r.cpuMs.postgres.toFixed(3)} ms`,
  );
  return r;
}

// ---------------------------------------------------------------------------------
// SQL statements per request, from the PostgreSQL log

function logFile() {
  if (env.PG_LOG) return env.PG_LOG;
  const current = psql("SELECT pg_current_logfile()");
  if (current) {
    return current.startsWith("/") ? current : `${psql("SHOW data_directory")}/${current}`;
  }
  const major = psql("SHOW server_version_num").slice(0, -4);
  return `/var/log/postgresql/postgresql-${major}-main.log`;
}

function setting(name) {
  const [value, source, file] = psql(
    `SELECT setting, source, coalesce(sourcefile, '') FROM pg_settings WHERE name = ${quote(name)}`,
  ).split("|");
  // Restore what ALTER SYSTEM had set before us, or reset to the configuration file's value.
  const fromAutoConf = source === "configuration file" && file.endsWith("postgresql.auto.conf");
  return { value, fromAutoConf };
}

function enableStatementLog() {
  const path = logFile();
  fs.accessSync(path, fs.constants.R_OK);
  const saved = { log_statement: setting("log_statement") };
  const prefix = setting("log_line_prefix");
  const alter = [];
  if (!prefix.value.includes("%d")) {
    saved.log_line_prefix = prefix;
    alter.push(`ALTER SYSTEM SET log_line_prefix = ${quote("%m [%p] %q%u@%d ")}`);
  }
  alter.push("ALTER SYSTEM SET log_statement = 'all'");
  const restore = () => {
    for (const [name, { value, fromAutoConf }] of Object.entries(saved)) {
      psql(fromAutoConf ? `ALTER SYSTEM SET ${name} = ${quote(value)}` : `ALTER SYSTEM RESET ${name}`);
    }
    psql("SELECT pg_reload_conf()");
    log(`restored ${Object.keys(saved).join(", ")}`);
  };
  let restored = false;
  const once = () => {
    if (!restored) {
      restored = true;
      restore();
    }
  };
  cleanups.push(once);
  for (const sql of alter) psql(sql);
  psql("SELECT pg_reload_conf()");
  return { path, restore: once };
}

async function settingApplied() {
  // Reload is asynchronous: wait until a fresh session sees it, then a little more for
  // the pools' idle sessions, which apply it before their next statement.
  for (let i = 0; i < 50; i++) {
    if (psql("SHOW log_statement") === "all") break;
    await sleep(100);
  }
  await sleep(500);
}

// A statement line: `<prefix with the database name> LOG:  statement: …` (simple
// protocol) or `… LOG:  execute <name>: …` (extended protocol, once per execution).
const DB_ESCAPED = DB_NAME.replace(/[.*+?^$|()[\]{}\\]/g, "\\$&");
const DB_TOKEN = new RegExp(`(^|[^\\w$])${DB_ESCAPED}([^\\w$]|$)`);
function statementOf(line) {
  const at = line.indexOf(" LOG:  ");
  if (at < 0 || !DB_TOKEN.test(line.slice(0, at))) return null;
  const m = /^(statement|execute [^:]*): ([\s\S]*)$/.exec(line.slice(at + 7));
  return m ? m[2] : null;
}

async function countStatements(path, server, url, spec, size) {
  const start = fs.statSync(path).size;
  for (let i = 0; i < STATEMENT_REQUESTS; i++) {
    const r = await gql(url, spec.token, spec.query, { first: size });
    if (r.status !== 200 || r.body.errors) fail(`${server}: ${r.text.slice(0, 300)}`);
  }
  await sleep(300);
  const end = fs.statSync(path).size;
  const fd = fs.openSync(path, "r");
  const buffer = Buffer.alloc(end - start);
  fs.readSync(fd, buffer, 0, buffer.length, start);
  fs.closeSync(fd);
  const kinds = new Map();
  let count = 0;
  for (const line of buffer.toString("utf8").split("\n")) {
    const statement = statementOf(line);
    if (statement === null) continue;
    count++;
    const head = statement.replace(/\s+/g, " ").slice(0, 70);
    kinds.set(head, (kinds.get(head) || 0) + 1);
  }
  const perRequest = count / STATEMENT_REQUESTS;
  log(`  ${server.padEnd(12)} first: ${String(size).padEnd(3)} ${perRequest} statements per request`);
  for (const [head, n] of kinds) log(`      ${(n / STATEMENT_REQUESTS).toFixed(2)} × ${head}`);
  return perRequest;
}

// ---------------------------------------------------------------------------------

async function main() {
  log(`database ${DB_NAME}; agora at ${AGORA_URL}; wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}s (+${WARMUP}s warm-up)`);
  const agoraUrl = `${AGORA_URL}/graphql`;
  const pg = await startPostGraphile();
  const servers = [
    ["agora", agoraUrl, (c) => c.agora],
    ["postgraphile", pg.url, (c) => c.postgraphile],
  ];
  try {
    // 1. Both answer every query, with full lists of the same rows.
    const sameRows = {};
    for (const c of CASES) {
      for (const size of new Set([c.size, ...STATEMENT_SIZES])) {
        const a = await check("agora", agoraUrl, c.agora, size);
        const p = await check("postgraphile", pg.url, c.postgraphile, size);
        const same = a.list.every((n, i) => agoraUuid(n.id) === p.list[i].id) && a.total === p.total;
        if (size === c.size) {
          sameRows[c.case] = same;
          log(`${c.case} ${size}: agora ${a.bytes} bytes, PostGraphile ${p.bytes} bytes, totalCount ${a.total}/${p.total}, same rows in the same order: ${same}`);
        }
        if (!same) log(`WARNING: ${c.case} first ${size}: the servers return different rows or totals`);
      }
    }

    // 2. Throughput and latency, one server after the other.
    const cases = [];
    for (const c of CASES) {
      log(`${c.case} ${c.size}:`);
      const agora = await measure("agora", agoraUrl, c.agora, c.size, (p) => p.pid === AGORA_PID);
      const postgraphile = await measure("postgraphile", pg.url, c.postgraphile, c.size, (p) => p.group === pg.group);
      const pick = (r) => ({
        rps: round(r.rps, 1),
        p50Ms: round(r.p50Ms, 2),
        p99Ms: round(r.p99Ms, 2),
        requests: r.requests,
        failures: r.failures,
        cpuMs: { server: round(r.cpuMs.server, 3), postgres: round(r.cpuMs.postgres, 3) },
      });
      cases.push({
        case: `${c.case} ${c.size}`,
        agora: pick(agora),
        postgraphile: pick(postgraphile),
        rpsRatio: round(agora.rps / postgraphile.rps, 2),
        p99Ratio: round(agora.p99Ms / postgraphile.p99Ms, 2),
        sameRows: sameRows[c.case],
      });
    }

    // 3. Statements per request, at two list sizes.
    const statements = [];
    log(`SQL statements per request (${STATEMENT_REQUESTS} sequential requests each, log_statement = all):`);
    const logging = enableStatementLog();
    try {
      await settingApplied();
      for (const c of CASES) {
        for (const [server, url, spec] of servers) {
          for (const size of STATEMENT_SIZES) {
            const perRequest = await countStatements(logging.path, server, url, spec(c), size);
            statements.push({ case: c.case, server, size, perRequest });
          }
        }
      }
    } finally {
      logging.restore();
    }
    for (const c of CASES) {
      for (const [server] of servers) {
        const [small, large] = STATEMENT_SIZES.map(
          (size) => statements.find((s) => s.case === c.case && s.server === server && s.size === size).perRequest,
        );
        if (large > small) log(`WARNING: ${server} ${c.case}: statements grow with the list (${small} → ${large})`);
      }
    }
    return { cases, statements };
  } finally {
    await pg.stop();
  }
}

function round(x, digits) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

try {
  const result = await main();
  cleanupSync();
  console.log(JSON.stringify(result));
} catch (e) {
  console.error("[peer] FAILED:", e.message);
  cleanupSync();
  process.exit(1);
}
