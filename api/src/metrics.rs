//! What `/metrics` reports (docs/operations.md, "Metrics"), kept with the `prometheus-client`
//! crate and written in Prometheus' text format: requests and their latency per route and
//! per GraphQL operation, booking outcomes, and, read when scraped, websockets, live
//! feeds, the database pool, the webhook queue, SQL statements and the heap.
//!
//! One set per process (like the allocator and the SQL statement counter): every app state
//! in the process reports into it.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextExecute, NextParseQuery};
use async_graphql::parser::types::{DocumentOperations, ExecutableDocument, OperationType};
use async_graphql::{Response, ServerResult, Variables};
use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct RouteLabels {
    /// The route's pattern (`/calendar/{token}/{file}`), never the raw path.
    route: String,
    method: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct OperationLabels {
    /// The operation's name when it is a sane one, else `anonymous` (or `other` past the cap).
    operation: String,
    kind: &'static str,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct OutcomeLabels {
    outcome: &'static str,
}

type Timings<L> = Family<L, Histogram, fn() -> Histogram>;

fn latency() -> Histogram {
    // 0.25 ms to about 8 s.
    Histogram::new(exponential_buckets(0.000_25, 2.0, 16))
}

/// Distinct operation names kept as labels; later ones are counted as `other`.
const MAX_OPERATIONS: usize = 200;

pub struct Metrics {
    registry: Registry,
    requests: Timings<RouteLabels>,
    operations: Timings<OperationLabels>,
    bookings: Family<OutcomeLabels, Counter>,
    operation_names: Mutex<HashSet<String>>,
    /// Read when scraped.
    pub websockets: Gauge,
    pub feeds: Gauge,
    pub heap_bytes: Gauge,
    pub pool_connections: Gauge,
    pub pool_idle: Gauge,
    pub webhook_queue: Gauge,
    sql_statements: Counter,
}

impl Metrics {
    fn new() -> Self {
        let mut registry = Registry::with_prefix("agora");
        let requests = Timings::<RouteLabels>::new_with_constructor(latency as fn() -> Histogram);
        let operations = Timings::<OperationLabels>::new_with_constructor(latency as fn() -> Histogram);
        let metrics = Self {
            registry: Registry::default(),
            requests,
            operations,
            bookings: Family::default(),
            operation_names: Mutex::default(),
            websockets: Gauge::default(),
            feeds: Gauge::default(),
            heap_bytes: Gauge::default(),
            pool_connections: Gauge::default(),
            pool_idle: Gauge::default(),
            webhook_queue: Gauge::default(),
            sql_statements: Counter::default(),
        };
        registry.register(
            "http_request_duration_seconds",
            "HTTP requests by route pattern, method and status, and how long each took",
            metrics.requests.clone(),
        );
        registry.register(
            "graphql_operation_duration_seconds",
            "GraphQL queries and mutations by operation name, kind and outcome (ok or error), and how long each took",
            metrics.operations.clone(),
        );
        registry.register(
            "bookings",
            "Booking outcomes: created, paid, cancelled, expired, declined, approved, rescheduled, completed, refunded, and conflict (a slot refused as taken)",
            metrics.bookings.clone(),
        );
        registry.register("websockets_open", "Websockets open on this node", metrics.websockets.clone());
        registry.register(
            "availability_feeds",
            "Availability feeds (space and day) with subscribers on this node",
            metrics.feeds.clone(),
        );
        // Only where the counting allocator runs (the binary, not a test process).
        if crate::heap::live_bytes().is_some() {
            registry.register(
                "heap_live_bytes",
                "Bytes allocated and not yet freed (not what the allocator keeps cached)",
                metrics.heap_bytes.clone(),
            );
        }
        registry.register(
            "db_pool_connections",
            "Database connections the pool holds open",
            metrics.pool_connections.clone(),
        );
        registry.register("db_pool_idle", "Of those, the ones idle (not in use)", metrics.pool_idle.clone());
        registry.register(
            "webhook_queue_depth",
            "Webhook deliveries not yet delivered nor given up (all nodes)",
            metrics.webhook_queue.clone(),
        );
        registry.register(
            "sql_statements",
            "SQL statements this process sent to the database",
            metrics.sql_statements.clone(),
        );
        Self { registry, ..metrics }
    }

    /// A booking outcome (`created`, `conflict`, `expired`…), counted when it is written.
    pub fn booking(&self, outcome: &'static str) {
        self.bookings.get_or_create(&OutcomeLabels { outcome }).inc();
    }

    /// One HTTP request served (what `track` adds to each request).
    pub fn observe_request(&self, route: &str, method: &str, status: u16, seconds: f64) {
        let labels = RouteLabels { route: route.to_owned(), method: method.to_owned(), status };
        self.requests.get_or_create(&labels).observe(seconds);
    }

    /// One query or mutation executed (what `OperationTimings` adds to each operation).
    pub fn observe_operation(&self, name: Option<&str>, kind: &'static str, ok: bool, seconds: f64) {
        let outcome = if ok { "ok" } else { "error" };
        let labels = OperationLabels { operation: self.operation_label(name), kind, outcome };
        self.operations.get_or_create(&labels).observe(seconds);
    }

    fn operation_label(&self, name: Option<&str>) -> String {
        let Some(name) =
            name.filter(|n| !n.is_empty() && n.len() <= 64 && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        else {
            return "anonymous".into();
        };
        let mut names = self.operation_names.lock().unwrap_or_else(|e| e.into_inner());
        if names.contains(name) || names.len() < MAX_OPERATIONS && names.insert(name.to_owned()) {
            name.to_owned()
        } else {
            "other".into()
        }
    }

    /// The text exposition, after reading the figures that are read when scraped.
    pub fn render(&self, sql_statements: u64) -> String {
        let seen = self.sql_statements.get();
        self.sql_statements.inc_by(sql_statements.saturating_sub(seen));
        let mut body = String::new();
        prometheus_client::encoding::text::encode(&mut body, &self.registry).expect("writing to a String");
        body
    }
}

/// The process's metrics.
pub fn global() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(Metrics::new)
}

/// Axum middleware: counts and times every request by its route pattern (the SPA and
/// anything unmatched as `fallback`).
pub async fn track(request: Request, next: Next) -> axum::response::Response {
    let route = request.extensions().get::<MatchedPath>().map_or("fallback", |p| p.as_str()).to_owned();
    let method = request.method().clone();
    let started = Instant::now();
    let response = next.run(request).await;
    global().observe_request(&route, method.as_str(), response.status().as_u16(), started.elapsed().as_secs_f64());
    response
}

/// Schema extension: times each query and mutation by its operation name.
pub struct OperationTimings;

impl ExtensionFactory for OperationTimings {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(OperationTiming { kinds: Mutex::default() })
    }
}

struct OperationTiming {
    /// Each operation of the parsed document by name (`None`: the only, unnamed one).
    kinds: Mutex<Vec<(Option<String>, &'static str)>>,
}

fn kind_name(ty: OperationType) -> &'static str {
    match ty {
        OperationType::Query => "query",
        OperationType::Mutation => "mutation",
        OperationType::Subscription => "subscription",
    }
}

#[async_trait::async_trait]
impl Extension for OperationTiming {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        let kinds = match &document.operations {
            DocumentOperations::Single(op) => vec![(None, kind_name(op.node.ty))],
            DocumentOperations::Multiple(ops) => {
                ops.iter().map(|(name, op)| (Some(name.to_string()), kind_name(op.node.ty))).collect()
            }
        };
        *self.kinds.lock().unwrap_or_else(|e| e.into_inner()) = kinds;
        Ok(document)
    }

    async fn execute(
        &self,
        ctx: &ExtensionContext<'_>,
        operation_name: Option<&str>,
        next: NextExecute<'_>,
    ) -> Response {
        let started = Instant::now();
        let response = next.run(ctx, operation_name).await;
        let kind = {
            let kinds = self.kinds.lock().unwrap_or_else(|e| e.into_inner());
            let named = kinds.iter().find(|(n, _)| n.as_deref() == operation_name);
            named.or(kinds.first()).map_or("query", |(_, k)| *k)
        };
        global().observe_operation(operation_name, kind, response.errors.is_empty(), started.elapsed().as_secs_f64());
        response
    }
}
