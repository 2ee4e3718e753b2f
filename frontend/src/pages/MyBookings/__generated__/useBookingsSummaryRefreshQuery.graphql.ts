/**
 * @generated SignedSource<<daf977660e4b6f41cf925b2903f9c512>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useBookingsSummaryRefreshQuery$variables = Record<PropertyKey, never>;
export type useBookingsSummaryRefreshQuery$data = {
  readonly myBookingsSummary: {
    readonly history: number;
    readonly pending: number;
    readonly today: number;
    readonly upcoming: number;
  };
};
export type useBookingsSummaryRefreshQuery = {
  response: useBookingsSummaryRefreshQuery$data;
  variables: useBookingsSummaryRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MyBookingsSummary",
    "kind": "LinkedField",
    "name": "myBookingsSummary",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "today",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "upcoming",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pending",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "history",
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
    "name": "useBookingsSummaryRefreshQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBookingsSummaryRefreshQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fb23e01368285bdc67c6560a74776c23",
    "id": null,
    "metadata": {},
    "name": "useBookingsSummaryRefreshQuery",
    "operationKind": "query",
    "text": "query useBookingsSummaryRefreshQuery {\n  myBookingsSummary {\n    today\n    upcoming\n    pending\n    history\n  }\n}\n"
  }
};
})();

(node as any).hash = "39cd291626757a6c3bae609e2ee78891";

export default node;
