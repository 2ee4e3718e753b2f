/**
 * @generated SignedSource<<d9f052aea617ad1000f6a1ce277c0110>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type SeriesBookingIdInput = {
  bookingId: string;
};
export type useSeriesMutationsCancelMutation$variables = {
  input: SeriesBookingIdInput;
  reason?: string | null | undefined;
};
export type useSeriesMutationsCancelMutation$data = {
  readonly cancelBookingSeries: {
    readonly bookings: ReadonlyArray<{
      readonly canCancel: boolean;
      readonly cancelBlockedReason: string | null | undefined;
      readonly cancelReason: string | null | undefined;
      readonly id: string;
      readonly payBy: string | null | undefined;
      readonly refundable: boolean;
      readonly status: BookingStatus;
    }>;
  };
};
export type useSeriesMutationsCancelMutation = {
  response: useSeriesMutationsCancelMutation$data;
  variables: useSeriesMutationsCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
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
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "BookingSeriesPayload",
    "kind": "LinkedField",
    "name": "cancelBookingSeries",
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
            "name": "cancelReason",
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
            "name": "refundable",
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
    "name": "useSeriesMutationsCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSeriesMutationsCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ac0791e3168e6bddba303a499c1e94d3",
    "id": null,
    "metadata": {},
    "name": "useSeriesMutationsCancelMutation",
    "operationKind": "mutation",
    "text": "mutation useSeriesMutationsCancelMutation(\n  $input: SeriesBookingIdInput!\n  $reason: String\n) {\n  cancelBookingSeries(input: $input, reason: $reason) {\n    bookings {\n      id\n      status\n      cancelReason\n      canCancel\n      cancelBlockedReason\n      refundable\n      payBy\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce1d9205ad64ed52beaf73d3230b9ce8";

export default node;
