/**
 * @generated SignedSource<<a45618021bdf306a5f0d67e92bded921>>
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
    "cacheID": "1af5e05473c0e82ccf499df827404ae5",
    "id": null,
    "metadata": {},
    "name": "AdminBookingsCountsRefetchQuery",
    "operationKind": "query",
    "text": "query AdminBookingsCountsRefetchQuery {\n  ...AdminBookingsCounts_query\n}\n\nfragment AdminBookingsCounts_query on Query {\n  bookingStatusCounts {\n    pending\n    confirmed\n    completed\n    cancelled\n  }\n}\n"
  }
};

(node as any).hash = "cef6c57c993c234da6e7e71762797086";

export default node;
