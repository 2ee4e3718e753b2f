/**
 * @generated SignedSource<<2162a047f69bb92ed56d9ae34d6006c4>>
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
      readonly endsAt: string;
      readonly hours: number;
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
            "name": "hours",
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
    "cacheID": "8d1c5191a803298103769f192bc8fe80",
    "id": null,
    "metadata": {},
    "name": "useRescheduleBookingMutation",
    "operationKind": "mutation",
    "text": "mutation useRescheduleBookingMutation(\n  $input: RescheduleBookingInput!\n) {\n  rescheduleBooking(input: $input) {\n    booking {\n      id\n      status\n      startsAt\n      endsAt\n      hours\n      totalPrice\n      payBy\n      canCancel\n      cancelBlockedReason\n      space {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "37947998ff338726be856a0d6c2ce946";

export default node;
