/**
 * @generated SignedSource<<ca7a86359eef7c9e9919cf39560d5983>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminBookingsCountsRefetchQuery$variables = Record<PropertyKey, never>;
export type AdminBookingsCountsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingsCounts_query">;
};
export type AdminBookingsCountsRefetchQuery = {
  response: AdminBookingsCountsRefetchQuery$data;
  variables: AdminBookingsCountsRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminBookingsCountsRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminBookingsCounts_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminBookingsCountsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BookingStatusCounts",
        "kind": "LinkedField",
        "name": "bookingStatusCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "awaitingApproval",
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
            "name": "confirmed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelled",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4a6b1058122a8c06c79a5da8db61d19e",
    "id": null,
    "metadata": {},
    "name": "AdminBookingsCountsRefetchQuery",
    "operationKind": "query",
    "text": "query AdminBookingsCountsRefetchQuery {\n  ...AdminBookingsCounts_query\n}\n\nfragment AdminBookingsCounts_query on Query {\n  bookingStatusCounts {\n    awaitingApproval\n    pending\n    confirmed\n    completed\n    cancelled\n  }\n}\n"
  }
};

(node as any).hash = "1da953a88d8ff1197a2b35da245e7197";

export default node;
