/**
 * @generated SignedSource<<75fb5b6de331745d066f123aa124897c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type CreateBookingInput = {
  endsAt: string;
  idempotencyKey?: string | null | undefined;
  notes?: string | null | undefined;
  spaceId: string;
  startsAt: string;
};
export type useCreateBookingMutation$variables = {
  input: CreateBookingInput;
};
export type useCreateBookingMutation$data = {
  readonly createBooking: {
    readonly booking: {
      readonly canCancel: boolean;
      readonly cancelBlockedReason: string | null | undefined;
      readonly endsAt: string;
      readonly hours: number;
      readonly id: string;
      readonly notes: string | null | undefined;
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
export type useCreateBookingMutation = {
  response: useCreateBookingMutation$data;
  variables: useCreateBookingMutation$variables;
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
    "name": "createBooking",
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
    "name": "useCreateBookingMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateBookingMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "81e99c450b5b0585dc48622434af001a",
    "id": null,
    "metadata": {},
    "name": "useCreateBookingMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateBookingMutation(\n  $input: CreateBookingInput!\n) {\n  createBooking(input: $input) {\n    booking {\n      id\n      status\n      startsAt\n      endsAt\n      hours\n      totalPrice\n      notes\n      canCancel\n      cancelBlockedReason\n      space {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "842341f7d70fabc29c85344982ac7c73";

export default node;
