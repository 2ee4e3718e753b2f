/**
 * @generated SignedSource<<337ef1675f31cf8837c8d1b16d74e4c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminBookingsCounts_query$data = {
  readonly bookingStatusCounts: {
    readonly awaitingApproval: number;
    readonly cancelled: number;
    readonly completed: number;
    readonly confirmed: number;
    readonly pending: number;
  };
  readonly " $fragmentType": "AdminBookingsCounts_query";
};
export type AdminBookingsCounts_query$key = {
  readonly " $data"?: AdminBookingsCounts_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingsCounts_query">;
};

import AdminBookingsCountsRefetchQuery_graphql from './AdminBookingsCountsRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AdminBookingsCountsRefetchQuery_graphql
    }
  },
  "name": "AdminBookingsCounts_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "1da953a88d8ff1197a2b35da245e7197";

export default node;
