/**
 * @generated SignedSource<<68d295ea4d3f886f4b0d4f766e676b20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type SeriesFrequency = "DAILY" | "MONTHLY" | "WEEKLY" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type CreateBookingSeriesInput = {
  endsAt: string;
  idempotencyKey?: string | null | undefined;
  notes?: string | null | undefined;
  recurrence: RecurrenceInput;
  skip?: ReadonlyArray<string> | null | undefined;
  spaceId: string;
  startsAt: string;
};
export type RecurrenceInput = {
  frequency: SeriesFrequency;
  occurrences?: number | null | undefined;
  until?: string | null | undefined;
  weekdays?: ReadonlyArray<Weekday> | null | undefined;
};
export type useSeriesMutationsCreateMutation$variables = {
  input: CreateBookingSeriesInput;
};
export type useSeriesMutationsCreateMutation$data = {
  readonly createBookingSeries: {
    readonly bookings: ReadonlyArray<{
      readonly endsAt: string;
      readonly id: string;
      readonly payBy: string | null | undefined;
      readonly startsAt: string;
      readonly status: BookingStatus;
      readonly totalPrice: string;
    }>;
    readonly series: {
      readonly id: string;
      readonly space: {
        readonly name: string;
      };
      readonly summary: string;
    };
  };
};
export type useSeriesMutationsCreateMutation = {
  response: useSeriesMutationsCreateMutation$data;
  variables: useSeriesMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Booking",
  "kind": "LinkedField",
  "name": "bookings",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "totalPrice",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payBy",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSeriesMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookingSeriesPayload",
        "kind": "LinkedField",
        "name": "createBookingSeries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingSeries",
            "kind": "LinkedField",
            "name": "series",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Space",
                "kind": "LinkedField",
                "name": "space",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSeriesMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookingSeriesPayload",
        "kind": "LinkedField",
        "name": "createBookingSeries",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BookingSeries",
            "kind": "LinkedField",
            "name": "series",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Space",
                "kind": "LinkedField",
                "name": "space",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d87419258daa8fcecb8df28e1e9bc5a",
    "id": null,
    "metadata": {},
    "name": "useSeriesMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useSeriesMutationsCreateMutation(\n  $input: CreateBookingSeriesInput!\n) {\n  createBookingSeries(input: $input) {\n    series {\n      id\n      summary\n      space {\n        name\n        id\n      }\n    }\n    bookings {\n      id\n      startsAt\n      endsAt\n      totalPrice\n      status\n      payBy\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a5acbd1b42161e9cc3eb6f53898cd000";

export default node;
