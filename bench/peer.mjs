#!/usr/bin/env node
// `just bench` section P1 (issue 6): the read API against peers. PostGraphile 4.14.1
// and PostGraphile 5 (5.1.5, the current major), both started here over the same
// PostgreSQL tables, vs a running `agora`, on the explore list (20 spaces with
// resources) and the admin bookings list (50 bookings with space and user): wrk over
// loopback with the same threads, connections and duration for all three, one server
// after the other. Then the SQL statements each server sends per request, at two list
// sizes, counted in the PostgreSQL log.
//
// PostGraphile 4.14.1 runs through `npx postgraphile@4.14.1` (under this Node).
// PostGraphile 5 comes from bench/node_modules (`cd bench && npm ci`, pinned in
// package.json) and needs Node >= 22: it runs under this Node if that is new enough,
// else under $NODE22, else under `npx --yes node@22` (Node's binary from the npm
// registry). Its settings are bench/postgraphile5.config.mjs (4.14.1's flags from
// startPostGraphile, translated), one Node process.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db>   migrated and filled, superuser
//   AGORA_URL=http://127.0.0.1:<port>                      an agora serving that database
//   USER_TOKEN=… ADMIN_TOKEN=…                             bearer access tokens
//   AGORA_PID=…                                            its process (CPU per request)
//   [DURATION=10] [CONNECTIONS=32] [THREADS=2]             wrk, same for every server
//   [WARMUP=3]                 seconds of wrk before each measured run (discarded)
//   [STATEMENT_REQUESTS=20]    sequential requests per statement count
//   [POSTGRAPHILE_PORT]        4.14.1's port (default: a free port from the OS)
//   [POSTGRAPHILE5_PORT]       5's port (default: a free port from the OS)
//   [POSTGRAPHILE_WORKERS]     4.14.1's --cluster-workers (default: none, one Node
//                              process; 5's CLI has no cluster mode and stays at one)
//   [POSTGRAPHILE_POOL=10]     pool size of both (--max-pool-size, PostGraphile's default)
//   [NODE22]                   a Node >= 22 binary for PostGraphile 5 (default: see above)
//   [WRK=wrk]                  the wrk binary
//   [PG_LOG]                   the server log (default: pg_current_logfile() or
//                              /var/log/postgresql/postgresql-<major>-main.log)
//   node bench/peer.mjs
//
// Progress goes to stderr; the last stdout line is one JSON object:
//   {"versions":{"postgraphile":"4.14.1","postgraphile5":"5.1.5"},
//    "cases":[{"case":"spaces 20","agora":{rps,p99Ms,requests,failures,…},
//              "postgraphile":{…},"rpsRatio":agora/pg4,"p99Ratio":agora/pg4,"sameRows":…,
//              "postgraphile5":{…},"rpsRatio5":agora/pg5,"p99Ratio5":agora/pg5,"sameRows5":…}],
//    "statements":[{"case":"spaces","server":"agora","size":5,"perRequest":…},…]}
//   (statements' server: agora, postgraphile (4.14.1) or postgraphile5)
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
// PostGraphile 5: bench/package.json's devDependency, its CLI and the config beside us.
const POSTGRAPHILE5_PACKAGE = fileURLToPath(new URL("./node_modules/postgraphile/package.json", import.meta.url));
const POSTGRAPHILE5_CLI = fileURLToPath(new URL("./node_modules/postgraphile/dist/cli-run.js", import.meta.url));
const POSTGRAPHILE5_CONFIG = fileURLToPath(new URL("./postgraphile5.config.mjs", import.meta.url));
const POSTGRAPHILE5_VERSION = installedVersion(POSTGRAPHILE5_PACKAGE);
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

function installedVersion(packageJson) {
  try {
    return JSON.parse(fs.readFileSync(packageJson, "utf8")).version;
  } catch {
    return fail(`PostGraphile 5 is not installed (${packageJson}): run \`cd bench && npm ci\` (or \`just bench-tools\`)`);
  }
}

function log(...args) {
  console.error("[peer]", ...args);
}

// ---------------------------------------------------------------------------------
// The two lists, for every server. Same rows, same order (created_at desc, id desc),
// same columns, totalCount on all. Agora's user sees active spaces only: PostGraphile
// gets the same condition. Money: agora's Decimal vs PostGraphile's BigInt cents (a
// string in both versions). PostGraphile 5 (Amber preset) names the `id` column
// `rowId` (its `id` is the global Node ID, V4's `nodeId`) and orders by it with
// ROW_ID_DESC: its queries alias `rowId` back to `id`, so both PostGraphiles answer with
// the same JSON. Relations keep V4's names (spaceBySpaceId, userByUserId).

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
    postgraphile5: {
      query:
        "query Explore($first: Int!) { allSpaces(first: $first, condition: { isActive: true }, orderBy: [CREATED_AT_DESC, ROW_ID_DESC]) { totalCount nodes { id: rowId name description capacity pricePerHourCents resources imageUrl } } }",
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
    postgraphile5: {
      query:
        "query AdminBookings($first: Int!) { allBookings(first: $first, orderBy: [CREATED_AT_DESC, ROW_ID_DESC]) { totalCount nodes { id: rowId status startsAt endsAt totalPriceCents spaceBySpaceId { name capacity } userByUserId { fullName email } } } }",
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
// PostGraphile 4.14.1 and 5

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
  return startServer(`PostGraphile ${POSTGRAPHILE_VERSION}`, port, "npx", args, {});
}

// PostGraphile 5's CLI with bench/postgraphile5.config.mjs (which reads DATABASE_URL,
// POSTGRAPHILE5_PORT and POSTGRAPHILE_POOL from the environment), under Node >= 22.
async function startPostGraphile5() {
  const port = await freePort(env.POSTGRAPHILE5_PORT ? int("POSTGRAPHILE5_PORT", 0) : 0);
  const major = Number(process.versions.node.split(".")[0]);
  const [node, ...nodeArgs] = env.NODE22
    ? [env.NODE22]
    : major >= 22
      ? [process.execPath]
      : ["npx", "--yes", "node@22"];
  const args = [...nodeArgs, POSTGRAPHILE5_CLI, "-C", POSTGRAPHILE5_CONFIG];
  return startServer(`PostGraphile ${POSTGRAPHILE5_VERSION}`, port, node, args, {
    DATABASE_URL,
    POSTGRAPHILE5_PORT: String(port),
    POSTGRAPHILE_POOL: String(int("POSTGRAPHILE_POOL", 10)),
  });
}

// Starts `command args` in its own process group with NODE_ENV=production and waits
// until it answers GraphQL on 127.0.0.1:<port>/graphql.
async function startServer(name, port, command, args, extraEnv) {
  log(`starting ${name}: ${command} ${args.join(" ").replace(DATABASE_URL, "$DATABASE_URL")}`);
  const child = spawn(command, args, {
    // Its own process group, so the npx wrapper, node and any cluster workers die together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...env,
      ...extraEnv,
      NODE_ENV: "production",
      npm_config_update_notifier: "false",
      npm_config_fund: "false",
    },
  });
  let exited = null;
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("error", (e) => {
    exited = { error: e.message };
  });
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
    if (exited) fail(`${name} exited (${JSON.stringify(exited)}):\n${output}`);
    if (Date.now() > deadline) {
      kill("SIGKILL");
      fail(`${name} did not answer on ${url} within 240 s:\n${output}`);
    }
    try {
      const r = await gql(url, null, "{ __typename }", {});
      if (r.status === 200 && r.body?.data?.__typename === "Query") break;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  log(`${name} answers on ${url}`);
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

// `value` with every ISO timestamp string replaced by its instant in milliseconds.
function instants(value) {
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value)) return Date.parse(value);
  if (Array.isArray(value)) return value.map(instants);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, instants(v)]));
  return value;
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
  const byPid = new Map();
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
    if (pick({ pid: Number(pid), comm, group: Number(fields[2]) })) {
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    }
  }
  return byPid;
}

// CPU seconds the picked processes used between two `cpuSeconds` readings, process by
// process: one that ended meanwhile (a pool closing an idle connection, the previous
// server's backends going away) drops out instead of subtracting what it had used
// before, so the figure can undercount a little but never go below zero.
function cpuUsed(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

// `owner` picks the server's own processes (agora's pid, PostGraphile's process group).
async function measure(server, url, spec, size, owner) {
  if (WARMUP > 0) await runWrk(url, spec, size, WARMUP);
  const isPostgres = (p) => p.comm === "postgres";
  const before = [cpuSeconds(owner), cpuSeconds(isPostgres)];
  const r = await runWrk(url, spec, size, DURATION);
  const perRequest = (seconds) => (seconds * 1000) / Math.max(1, r.requests);
  r.cpuMs = {
    server: perRequest(cpuUsed(before[0], cpuSeconds(owner))),
    postgres: perRequest(cpuUsed(before[1], cpuSeconds(isPostgres))),
  };
  log(
    `  ${server.padEnd(13)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms  ` +
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
  // A statement over several lines continues on lines that start with a tab
  // (PostGraphile 5 writes its SQL over many lines): one entry per log line's start.
  const entries = [];
  for (const line of buffer.toString("utf8").split("\n")) {
    if (line.startsWith("\t") && entries.length > 0) entries[entries.length - 1] += `\n${line.slice(1)}`;
    else entries.push(line);
  }
  const kinds = new Map();
  let count = 0;
  for (const entry of entries) {
    const statement = statementOf(entry);
    if (statement === null) continue;
    count++;
    const head = statement.replace(/\s+/g, " ").slice(0, 70);
    kinds.set(head, (kinds.get(head) || 0) + 1);
  }
  const perRequest = count / STATEMENT_REQUESTS;
  log(`  ${server.padEnd(13)} first: ${String(size).padEnd(3)} ${perRequest} statements per request`);
  for (const [head, n] of kinds) log(`      ${(n / STATEMENT_REQUESTS).toFixed(2)} × ${head}`);
  return perRequest;
}

// ---------------------------------------------------------------------------------

async function main() {
  log(`database ${DB_NAME}; agora at ${AGORA_URL}; wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}s (+${WARMUP}s warm-up)`);
  const agoraUrl = `${AGORA_URL}/graphql`;
  const started = [];
  try {
    const pg = await startPostGraphile();
    started.push(pg);
    const pg5 = await startPostGraphile5();
    started.push(pg5);
    // key (JSON and CASES), name (logs), url, CPU owner; agora first, the peers after it.
    const servers = [
      { key: "agora", name: "agora", url: agoraUrl, owner: (p) => p.pid === AGORA_PID },
      { key: "postgraphile", name: `PostGraphile ${POSTGRAPHILE_VERSION}`, url: pg.url, owner: (p) => p.group === pg.group },
      { key: "postgraphile5", name: `PostGraphile ${POSTGRAPHILE5_VERSION}`, url: pg5.url, owner: (p) => p.group === pg5.group },
    ];
    const peers = servers.slice(1);

    // 1. All answer every query, with full lists of the same rows as agora's.
    const sameRows = {};
    for (const c of CASES) {
      sameRows[c.case] = {};
      for (const size of new Set([c.size, ...STATEMENT_SIZES])) {
        const a = await check("agora", agoraUrl, c.agora, size);
        const answers = {};
        for (const peer of peers) {
          const p = await check(peer.name, peer.url, c[peer.key], size);
          answers[peer.key] = p;
          const same = a.list.every((n, i) => agoraUuid(n.id) === p.list[i].id) && a.total === p.total;
          if (size === c.size) {
            sameRows[c.case][peer.key] = same;
            log(
              `${c.case} ${size}: agora ${a.bytes} bytes, ${peer.name} ${p.bytes} bytes, totalCount ${a.total}/${p.total}, ` +
                `same rows in the same order: ${same}`,
            );
          }
          if (!same) log(`WARNING: ${c.case} first ${size}: agora and ${peer.name} return different rows or totals`);
        }
        // The two PostGraphiles select the same columns under the same names: same values
        // (timestamps as instants, to the millisecond: V5 always writes microseconds, V4
        // drops a zero fraction).
        const equal = JSON.stringify(instants(answers.postgraphile.list)) === JSON.stringify(instants(answers.postgraphile5.list));
        if (size === c.size) log(`${c.case} ${size}: ${peers[0].name} and ${peers[1].name} return equal nodes: ${equal}`);
        if (!equal) log(`WARNING: ${c.case} first ${size}: ${peers[0].name} and ${peers[1].name} return different values`);
      }
    }

    // 2. Throughput and latency, one server after the other.
    const pick = (r) => ({
      rps: round(r.rps, 1),
      p50Ms: round(r.p50Ms, 2),
      p99Ms: round(r.p99Ms, 2),
      requests: r.requests,
      failures: r.failures,
      cpuMs: { server: round(r.cpuMs.server, 3), postgres: round(r.cpuMs.postgres, 3) },
    });
    const cases = [];
    for (const c of CASES) {
      log(`${c.case} ${c.size}:`);
      const r = {};
      for (const server of servers) r[server.key] = await measure(server.key, server.url, c[server.key], c.size, server.owner);
      cases.push({
        case: `${c.case} ${c.size}`,
        agora: pick(r.agora),
        postgraphile: pick(r.postgraphile),
        rpsRatio: round(r.agora.rps / r.postgraphile.rps, 2),
        p99Ratio: round(r.agora.p99Ms / r.postgraphile.p99Ms, 2),
        sameRows: sameRows[c.case].postgraphile,
        postgraphile5: pick(r.postgraphile5),
        rpsRatio5: round(r.agora.rps / r.postgraphile5.rps, 2),
        p99Ratio5: round(r.agora.p99Ms / r.postgraphile5.p99Ms, 2),
        sameRows5: sameRows[c.case].postgraphile5,
      });
    }

    // 3. Statements per request, at two list sizes.
    const statements = [];
    log(`SQL statements per request (${STATEMENT_REQUESTS} sequential requests each, log_statement = all):`);
    const logging = enableStatementLog();
    try {
      await settingApplied();
      for (const c of CASES) {
        for (const server of servers) {
          for (const size of STATEMENT_SIZES) {
            const perRequest = await countStatements(logging.path, server.key, server.url, c[server.key], size);
            statements.push({ case: c.case, server: server.key, size, perRequest });
          }
        }
      }
    } finally {
      logging.restore();
    }
    for (const c of CASES) {
      for (const server of servers) {
        const [small, large] = STATEMENT_SIZES.map(
          (size) => statements.find((s) => s.case === c.case && s.server === server.key && s.size === size).perRequest,
        );
        if (large > small) log(`WARNING: ${server.name} ${c.case}: statements grow with the list (${small} → ${large})`);
      }
    }
    return { versions: { postgraphile: POSTGRAPHILE_VERSION, postgraphile5: POSTGRAPHILE5_VERSION }, cases, statements };
  } finally {
    for (const server of started.reverse()) await server.stop();
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
