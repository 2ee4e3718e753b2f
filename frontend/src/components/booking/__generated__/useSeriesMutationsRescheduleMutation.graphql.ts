/**
 * @generated SignedSource<<50cb2d0a2dda4161935e25a216332b3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type RescheduleBookingInput = {
  bookingId: string;
  endsAt: string;
  idempotencyKey?: string | null | undefined;
  spaceId?: string | null | undefined;
  startsAt: string;
};
export type useSeriesMutationsRescheduleMutation$variables = {
  input: RescheduleBookingInput;
};
export type useSeriesMutationsRescheduleMutation$data = {
  readonly rescheduleBookingSeries: {
    readonly bookings: ReadonlyArray<{
      readonly canCancel: boolean;
      readonly cancelBlockedReason: string | null | undefined;
      readonly durationMinutes: number;
      readonly endsAt: string;
      readonly id: string;
      readonly payBy: string | null | undefined;
      readonly space: {
        readonly id: string;
        readonly name: string;
      };
      readonly startsAt: string;
      readonly status: BookingStatus;
      readonly totalPrice: string;
    }>;
  };
};
export type useSeriesMutationsRescheduleMutation = {
  response: useSeriesMutationsRescheduleMutation$data;
  variables: useSeriesMutationsRescheduleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BookingSeriesPayload",
    "kind": "LinkedField",
    "name": "rescheduleBookingSeries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "bookings",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "payBy",
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
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSeriesMutationsRescheduleMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSeriesMutationsRescheduleMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f5a46ad12f7b3efee0a82203764c0104",
    "id": null,
    "metadata": {},
    "name": "useSeriesMutationsRescheduleMutation",
    "operationKind": "mutation",
    "text": "mutation useSeriesMutationsRescheduleMutation(\n  $input: RescheduleBookingInput!\n) {\n  rescheduleBookingSeries(input: $input) {\n    bookings {\n      id\n      status\n      startsAt\n      endsAt\n      durationMinutes\n      totalPrice\n      payBy\n      canCancel\n      cancelBlockedReason\n      space {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "943527188cc52533b8d16121c58dc1d3";

export default node;
