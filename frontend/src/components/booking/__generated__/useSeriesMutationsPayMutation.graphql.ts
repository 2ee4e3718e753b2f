/**
 * @generated SignedSource<<655ec7b99a8ee4f0cbda9ce55a57852f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type BookingSeriesIdInput = {
  seriesId: string;
};
export type useSeriesMutationsPayMutation$variables = {
  input: BookingSeriesIdInput;
};
export type useSeriesMutationsPayMutation$data = {
  readonly payBookingSeries: {
    readonly bookings: ReadonlyArray<{
      readonly canCancel: boolean;
      readonly cancelBlockedReason: string | null | undefined;
      readonly id: string;
      readonly payBy: string | null | undefined;
      readonly status: BookingStatus;
    }>;
  };
};
export type useSeriesMutationsPayMutation = {
  response: useSeriesMutationsPayMutation$data;
  variables: useSeriesMutationsPayMutation$variables;
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
    "concreteType": "BookingSeriesPayload",
    "kind": "LinkedField",
    "name": "payBookingSeries",
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
    "name": "useSeriesMutationsPayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSeriesMutationsPayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8b205f382091930638c584b9c894619e",
    "id": null,
    "metadata": {},
    "name": "useSeriesMutationsPayMutation",
    "operationKind": "mutation",
    "text": "mutation useSeriesMutationsPayMutation(\n  $input: BookingSeriesIdInput!\n) {\n  payBookingSeries(input: $input) {\n    bookings {\n      id\n      status\n      payBy\n      canCancel\n      cancelBlockedReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aaf9cbdf5581524b19443b5e698699a9";

export default node;
