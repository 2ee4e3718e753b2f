/**
 * @generated SignedSource<<610e36fe3269f842748b7d77730c7f2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyBookingsUpcomingList_query$data = {
  readonly upcoming: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: BookingStatus;
        readonly " $fragmentSpreads": FragmentRefs<"BookingCardList_bookings" | "BookingCard_booking">;
      };
    }>;
  };
  readonly " $fragmentType": "MyBookingsUpcomingList_query";
};
export type MyBookingsUpcomingList_query$key = {
  readonly " $data"?: MyBookingsUpcomingList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyBookingsUpcomingList_query">;
};

import MyBookingsUpcomingListPaginationQuery_graphql from './MyBookingsUpcomingListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "upcoming"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
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
      "operation": MyBookingsUpcomingListPaginationQuery_graphql
    }
  },
  "name": "MyBookingsUpcomingList_query",
  "selections": [
    {
      "alias": "upcoming",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "group": "UPCOMING",
            "scope": "OWN"
          }
        }
      ],
      "concreteType": "BookingConnection",
      "kind": "LinkedField",
      "name": "__MyBookingsUpcomingList_upcoming_connection",
      "plural": false,
      "selections": [
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BookingCard_booking"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "BookingCardList_bookings"
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
        }
      ],
      "storageKey": "__MyBookingsUpcomingList_upcoming_connection(filter:{\"group\":\"UPCOMING\",\"scope\":\"OWN\"})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "4a2d05aeb52cf5e0e6dcbd32ffcfea34";

export default node;
