/**
 * @generated SignedSource<<51ed4bd74a9de5fff7500d0977abf2da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LandingStatsQuery$variables = Record<PropertyKey, never>;
export type LandingStatsQuery$data = {
  readonly landingStats: {
    readonly bookings: number;
    readonly spaces: number;
  };
};
export type LandingStatsQuery = {
  response: LandingStatsQuery$data;
  variables: LandingStatsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LandingStats",
    "kind": "LinkedField",
    "name": "landingStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "spaces",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bookings",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LandingStatsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingStatsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a4750dbe2c634cf6c55c4a2a6c374185",
    "id": null,
    "metadata": {},
    "name": "LandingStatsQuery",
    "operationKind": "query",
    "text": "query LandingStatsQuery {\n  landingStats {\n    spaces\n    bookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d54beb39679f5c7570939e4940d0bb4";

export default node;
