/**
 * @generated SignedSource<<318ee3fb6fa690a0ff4abb0dffe03cb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type BookingIdInput = {
  bookingId: string;
};
export type usePayBookingMutation$variables = {
  input: BookingIdInput;
};
export type usePayBookingMutation$data = {
  readonly payBooking: {
    readonly booking: {
      readonly canCancel: boolean;
      readonly cancelBlockedReason: string | null | undefined;
      readonly id: string;
      readonly payBy: string | null | undefined;
      readonly status: BookingStatus;
    };
  };
};
export type usePayBookingMutation = {
  response: usePayBookingMutation$data;
  variables: usePayBookingMutation$variables;
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
    "name": "payBooking",
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
    "name": "usePayBookingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayBookingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cb3e4e8612703cff071406b096b43912",
    "id": null,
    "metadata": {},
    "name": "usePayBookingMutation",
    "operationKind": "mutation",
    "text": "mutation usePayBookingMutation(\n  $input: BookingIdInput!\n) {\n  payBooking(input: $input) {\n    booking {\n      id\n      status\n      payBy\n      canCancel\n      cancelBlockedReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5e6267f2ad5385a3b82e58930884bc30";

export default node;
