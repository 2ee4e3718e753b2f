/**
 * @generated SignedSource<<fb59776b20e992632d7bed02fe8b3bfd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MyBookingsTodayList_query$data = {
  readonly today: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: BookingStatus;
        readonly " $fragmentSpreads": FragmentRefs<"BookingCardList_bookings" | "BookingCard_booking">;
      };
    }>;
  };
  readonly " $fragmentType": "MyBookingsTodayList_query";
};
export type MyBookingsTodayList_query$key = {
  readonly " $data"?: MyBookingsTodayList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyBookingsTodayList_query">;
};

import MyBookingsTodayListPaginationQuery_graphql from './MyBookingsTodayListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "today"
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
      "operation": MyBookingsTodayListPaginationQuery_graphql
    }
  },
  "name": "MyBookingsTodayList_query",
  "selections": [
    {
      "alias": "today",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "group": "TODAY",
            "scope": "OWN"
          }
        }
      ],
      "concreteType": "BookingConnection",
      "kind": "LinkedField",
      "name": "__MyBookingsTodayList_today_connection",
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
      "storageKey": "__MyBookingsTodayList_today_connection(filter:{\"group\":\"TODAY\",\"scope\":\"OWN\"})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "914571cf163b3ac9b62b60936e003bc7";

export default node;
