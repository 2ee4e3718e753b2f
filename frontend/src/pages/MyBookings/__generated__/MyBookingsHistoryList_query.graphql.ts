/**
 * @generated SignedSource<<9bcf14e5f78b9167c2c43074ea50edbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MyBookingsHistoryList_query$data = {
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"BookingCardList_bookings" | "BookingCard_booking">;
      };
    }>;
  };
  readonly " $fragmentType": "MyBookingsHistoryList_query";
};
export type MyBookingsHistoryList_query$key = {
  readonly " $data"?: MyBookingsHistoryList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyBookingsHistoryList_query">;
};

import MyBookingsHistoryListPaginationQuery_graphql from './MyBookingsHistoryListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "history"
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
      "operation": MyBookingsHistoryListPaginationQuery_graphql
    }
  },
  "name": "MyBookingsHistoryList_query",
  "selections": [
    {
      "alias": "history",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "group": "HISTORY",
            "scope": "OWN"
          }
        }
      ],
      "concreteType": "BookingConnection",
      "kind": "LinkedField",
      "name": "__MyBookingsHistoryList_history_connection",
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
      "storageKey": "__MyBookingsHistoryList_history_connection(filter:{\"group\":\"HISTORY\",\"scope\":\"OWN\"})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "da8d380af6995c51f4142b6cd1705a18";

export default node;
