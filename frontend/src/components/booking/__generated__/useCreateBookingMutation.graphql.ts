/**
 * @generated SignedSource<<59142661eddfba8da35a9f4fb420646e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
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
      readonly durationMinutes: number;
      readonly endsAt: string;
      readonly id: string;
      readonly notes: string | null | undefined;
      readonly payBy: string | null | undefined;
      readonly space: {
        readonly id: string;
        readonly name: string;
      };
      readonly startsAt: string;
      readonly status: BookingStatus;
      readonly totalPrice: string;
      readonly " $fragmentSpreads": FragmentRefs<"BookedStep_booking">;
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
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "durationMinutes",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalPrice",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCancel",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancelBlockedReason",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "payBy",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Space",
  "kind": "LinkedField",
  "name": "space",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
    "name": "useCreateBookingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BookedStep_booking"
              }
            ],
            "storageKey": null
          }
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
    "name": "useCreateBookingMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "decideBy",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9478a62d9e591f580acc341c6587877d",
    "id": null,
    "metadata": {},
    "name": "useCreateBookingMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateBookingMutation(\n  $input: CreateBookingInput!\n) {\n  createBooking(input: $input) {\n    booking {\n      id\n      status\n      startsAt\n      endsAt\n      durationMinutes\n      totalPrice\n      notes\n      canCancel\n      cancelBlockedReason\n      payBy\n      space {\n        id\n        name\n      }\n      ...BookedStep_booking\n    }\n  }\n}\n\nfragment BookedStep_booking on Booking {\n  startsAt\n  endsAt\n  durationMinutes\n  totalPrice\n  status\n  payBy\n  decideBy\n  space {\n    name\n    id\n  }\n  ...PayBookingDialog_booking\n}\n\nfragment PayBookingDialog_booking on Booking {\n  id\n  startsAt\n  endsAt\n  totalPrice\n  payBy\n  space {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "01c797c5c41ed868697e2ecda34fdf9d";

export default node;
