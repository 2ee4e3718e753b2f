/**
 * @generated SignedSource<<f5cab599fc22d70ff5e57c5eeb3b28fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CountPrecision = "AT_LEAST" | "EXACT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminBookingsList_query$data = {
  readonly bookings: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AdminBookingActions_booking" | "AdminBookingDetailsDialog_booking" | "AdminBookingRow_booking" | "AdminBookingsList_listed">;
      };
    }>;
    readonly totalCount: number;
    readonly totalCountPrecision: CountPrecision;
  };
  readonly " $fragmentType": "AdminBookingsList_query";
};
export type AdminBookingsList_query$key = {
  readonly " $data"?: AdminBookingsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingsList_query">;
};

import AdminBookingsListPaginationQuery_graphql from './AdminBookingsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "bookings"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": AdminBookingsListPaginationQuery_graphql
    }
  },
  "name": "AdminBookingsList_query",
  "selections": [
    {
      "alias": "bookings",
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        }
      ],
      "concreteType": "BookingConnection",
      "kind": "LinkedField",
      "name": "__AdminBookingsList_bookings_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCountPrecision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "BookingEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Booking",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminBookingRow_booking"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminBookingDetailsDialog_booking"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminBookingActions_booking"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminBookingsList_listed"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a5157f343c3595654df96ce3e950d116";

export default node;
