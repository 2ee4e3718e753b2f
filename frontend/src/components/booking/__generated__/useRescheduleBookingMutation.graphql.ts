/**
 * @generated SignedSource<<7246150571d7494fe3d8a524ca5425ac>>
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
export type useRescheduleBookingMutation$variables = {
  input: RescheduleBookingInput;
};
export type useRescheduleBookingMutation$data = {
  readonly rescheduleBooking: {
    readonly booking: {
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
    };
  };
};
export type useRescheduleBookingMutation = {
  response: useRescheduleBookingMutation$data;
  variables: useRescheduleBookingMutation$variables;
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
    "concreteType": "BookingPayload",
    "kind": "LinkedField",
    "name": "rescheduleBooking",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "booking",
        "plural": false,
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
    "name": "useRescheduleBookingMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRescheduleBookingMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2bbf42afcce40d1c5153be19bc254aa1",
    "id": null,
    "metadata": {},
    "name": "useRescheduleBookingMutation",
    "operationKind": "mutation",
    "text": "mutation useRescheduleBookingMutation(\n  $input: RescheduleBookingInput!\n) {\n  rescheduleBooking(input: $input) {\n    booking {\n      id\n      status\n      startsAt\n      endsAt\n      durationMinutes\n      totalPrice\n      payBy\n      canCancel\n      cancelBlockedReason\n      space {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c395f9cd0c0e6ae346ab2bfb7140d607";

export default node;
