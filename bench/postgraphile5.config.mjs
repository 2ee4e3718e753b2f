// PostGraphile 5 (bench/package.json pins postgraphile 5.1.5) for `just bench` P1
// (bench/peer.mjs), configured as close as PostGraphile 5 allows to the 4.14.1 run
// beside it. peer.mjs starts it under Node 22 (PostGraphile 5 needs Node >= 22) as
//
//   NODE_ENV=production DATABASE_URL=… POSTGRAPHILE5_PORT=… [POSTGRAPHILE_POOL=10] \
//     node22 bench/node_modules/postgraphile/dist/cli-run.js -C bench/postgraphile5.config.mjs
//
// one Node process, no cluster workers. What the 4.14.1 flags become here:
//   -c $DATABASE_URL --schema public     pgServices below (same URL, schema public)
//   --host 127.0.0.1 --port …            grafserv.host / grafserv.port
//   --max-pool-size 10                   poolConfig.max (node-postgres' default is 10 too)
//   --disable-graphiql                   grafserv.graphiql = false (Ruru, V5's GraphiQL)
//   --disable-query-log                  nothing to do: V5's server logs no queries
//   --disable-default-mutations          the create/update/delete plugins are disabled
//   --dynamic-json                       V5's default (jsonScalarAsString = false)
//   --no-setof-functions-contain-nulls   pgForbidSetofFunctionsToReturnNull = true
// and two V4 defaults that V5 turned around, so that the same condition and orderBy
// arguments exist on the same columns: V4 ignored indexes and grants unless told
// otherwise (its `ignoreIndexes` and `ignoreRBAC` default to true), V5 hides filters
// and orders on unindexed columns and follows grants. postgraphile/presets/v4 disables
// the same two plugins for the same reason.
// Everything else is the Amber preset (V5's own naming and behaviour, not the V4
// compatibility preset): peer.mjs's `postgraphile5` queries are written for it.

import { makePgService } from "postgraphile/adaptors/pg";
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";

const env = process.env;
if (!env.DATABASE_URL) throw new Error("postgraphile5.config.mjs: DATABASE_URL must be set");
if (!env.POSTGRAPHILE5_PORT) throw new Error("postgraphile5.config.mjs: POSTGRAPHILE5_PORT must be set");

/** @type {GraphileConfig.Preset} */
export default {
  extends: [PostGraphileAmberPreset],
  disablePlugins: [
    "PgMutationCreatePlugin",
    "PgMutationUpdateDeletePlugin",
    "PgIndexBehaviorsPlugin",
    "PgRBACPlugin",
  ],
  pgServices: [
    makePgService({
      connectionString: env.DATABASE_URL,
      schemas: ["public"],
      poolConfig: { max: Number(env.POSTGRAPHILE_POOL || 10) },
    }),
  ],
  schema: {
    pgForbidSetofFunctionsToReturnNull: true,
    jsonScalarAsString: false,
  },
  grafserv: {
    host: "127.0.0.1",
    port: Number(env.POSTGRAPHILE5_PORT),
    graphiql: false,
    graphiqlOnGraphQLGET: false,
    watch: false,
    websockets: false,
  },
  grafast: {
    explain: false,
  },
};
