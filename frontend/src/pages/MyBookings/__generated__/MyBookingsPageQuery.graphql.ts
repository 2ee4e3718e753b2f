/**
 * @generated SignedSource<<8ea39ccb1c75b83ed9ce00afc66aca3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MyBookingsPageQuery$variables = Record<PropertyKey, never>;
export type MyBookingsPageQuery$data = {
  readonly myBookingsSummary: {
    readonly history: number;
    readonly pending: number;
    readonly today: number;
    readonly upcoming: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"MyBookingsHistoryList_query" | "MyBookingsTodayList_query" | "MyBookingsUpcomingList_query">;
};
export type MyBookingsPageQuery = {
  response: MyBookingsPageQuery$data;
  variables: MyBookingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
},
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v2 = [
  {
    "kind": "Literal",
    "name": "filter",
    "value": {
      "group": "UPCOMING",
      "scope": "OWN"
    }
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCancel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelBlockedReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decideBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingSeries",
            "kind": "LinkedField",
            "name": "series",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resources",
                "storageKey": null
              }
            ],
            "storageKey": null
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
v5 = [
  "filter"
],
v6 = [
  {
    "kind": "Literal",
    "name": "filter",
    "value": {
      "group": "TODAY",
      "scope": "OWN"
    }
  },
  (v1/*:: as any*/)
],
v7 = [
  {
    "kind": "Literal",
    "name": "filter",
    "value": {
      "group": "HISTORY",
      "scope": "OWN"
    }
  },
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyBookingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MyBookingsUpcomingList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MyBookingsTodayList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MyBookingsHistoryList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyBookingsPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": "upcoming",
        "args": (v2/*:: as any*/),
        "concreteType": "BookingConnection",
        "kind": "LinkedField",
        "name": "bookings",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "bookings(filter:{\"group\":\"UPCOMING\",\"scope\":\"OWN\"},first:10)"
      },
      {
        "alias": "upcoming",
        "args": (v2/*:: as any*/),
        "filters": (v5/*:: as any*/),
        "handle": "connection",
        "key": "MyBookingsUpcomingList_upcoming",
        "kind": "LinkedHandle",
        "name": "bookings"
      },
      {
        "alias": "today",
        "args": (v6/*:: as any*/),
        "concreteType": "BookingConnection",
        "kind": "LinkedField",
        "name": "bookings",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "bookings(filter:{\"group\":\"TODAY\",\"scope\":\"OWN\"},first:10)"
      },
      {
        "alias": "today",
        "args": (v6/*:: as any*/),
        "filters": (v5/*:: as any*/),
        "handle": "connection",
        "key": "MyBookingsTodayList_today",
        "kind": "LinkedHandle",
        "name": "bookings"
      },
      {
        "alias": "history",
        "args": (v7/*:: as any*/),
        "concreteType": "BookingConnection",
        "kind": "LinkedField",
        "name": "bookings",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "bookings(filter:{\"group\":\"HISTORY\",\"scope\":\"OWN\"},first:10)"
      },
      {
        "alias": "history",
        "args": (v7/*:: as any*/),
        "filters": (v5/*:: as any*/),
        "handle": "connection",
        "key": "MyBookingsHistoryList_history",
        "kind": "LinkedHandle",
        "name": "bookings"
      }
    ]
  },
  "params": {
    "cacheID": "c30b675c4e81f98ac0229e0cf64d6bc8",
    "id": null,
    "metadata": {},
    "name": "MyBookingsPageQuery",
    "operationKind": "query",
    "text": "query MyBookingsPageQuery {\n  myBookingsSummary {\n    today\n    upcoming\n    pending\n    history\n  }\n  ...MyBookingsUpcomingList_query\n  ...MyBookingsTodayList_query\n  ...MyBookingsHistoryList_query\n}\n\nfragment BookingCardList_bookings on Booking {\n  id\n  startsAt\n  series {\n    id\n    summary\n  }\n  space {\n    name\n    id\n  }\n  ...SeriesGroup_occurrences\n}\n\nfragment BookingCard_booking on Booking {\n  id\n  status\n  startsAt\n  endsAt\n  durationMinutes\n  totalPrice\n  notes\n  canCancel\n  cancelBlockedReason\n  payBy\n  decideBy\n  cancelReason\n  series {\n    summary\n    id\n  }\n  space {\n    id\n    name\n    resources\n  }\n  ...PayBookingDialog_booking\n}\n\nfragment MyBookingsHistoryList_query on Query {\n  history: bookings(filter: {scope: OWN, group: HISTORY}, first: 10) {\n    edges {\n      node {\n        id\n        ...BookingCard_booking\n        ...BookingCardList_bookings\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MyBookingsTodayList_query on Query {\n  today: bookings(filter: {scope: OWN, group: TODAY}, first: 10) {\n    edges {\n      node {\n        id\n        status\n        ...BookingCard_booking\n        ...BookingCardList_bookings\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MyBookingsUpcomingList_query on Query {\n  upcoming: bookings(filter: {scope: OWN, group: UPCOMING}, first: 10) {\n    edges {\n      node {\n        id\n        status\n        ...BookingCard_booking\n        ...BookingCardList_bookings\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PayBookingDialog_booking on Booking {\n  id\n  startsAt\n  endsAt\n  totalPrice\n  payBy\n  space {\n    name\n    id\n  }\n}\n\nfragment SeriesGroup_occurrences on Booking {\n  startsAt\n  endsAt\n  totalPrice\n}\n"
  }
};
})();

(node as any).hash = "bb007622b8ddf1e2ea5a94a6916ffea0";

export default node;
