/**
 * @generated SignedSource<<ad3ef7790c0c0b2028770f6803b1c5c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type BookingIdInput = {
  bookingId: string;
};
export type useBookingDecisionMutationsApproveMutation$variables = {
  input: BookingIdInput;
};
export type useBookingDecisionMutationsApproveMutation$data = {
  readonly approveBooking: {
    readonly decided: ReadonlyArray<{
      readonly id: string;
      readonly status: BookingStatus;
      readonly " $fragmentSpreads": FragmentRefs<"AdminBookingDetailsDialog_booking" | "AdminBookingRow_booking">;
    }>;
  };
};
export type useBookingDecisionMutationsApproveMutation = {
  response: useBookingDecisionMutationsApproveMutation$data;
  variables: useBookingDecisionMutationsApproveMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useBookingDecisionMutationsApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookingDecisionPayload",
        "kind": "LinkedField",
        "name": "approveBooking",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "decided",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdminBookingRow_booking"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdminBookingDetailsDialog_booking"
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
    "name": "useBookingDecisionMutationsApproveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookingDecisionPayload",
        "kind": "LinkedField",
        "name": "approveBooking",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "decided",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "notes",
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
                    "name": "capacity",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "avatarUrl",
                    "storageKey": null
                  }
                ],
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
                "concreteType": "BookingSeries",
                "kind": "LinkedField",
                "name": "series",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
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
                "name": "createdAt",
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
    "cacheID": "02e8df0b5d0a2a70abe191164624f23a",
    "id": null,
    "metadata": {},
    "name": "useBookingDecisionMutationsApproveMutation",
    "operationKind": "mutation",
    "text": "mutation useBookingDecisionMutationsApproveMutation(\n  $input: BookingIdInput!\n) {\n  approveBooking(input: $input) {\n    decided {\n      id\n      status\n      ...AdminBookingRow_booking\n      ...AdminBookingDetailsDialog_booking\n    }\n  }\n}\n\nfragment AdminBookingActions_booking on Booking {\n  id\n  status\n  startsAt\n  endsAt\n  totalPrice\n  decideBy\n  series {\n    id\n  }\n  space {\n    id\n    name\n  }\n  user {\n    fullName\n    id\n  }\n}\n\nfragment AdminBookingDetailsDialog_booking on Booking {\n  id\n  status\n  startsAt\n  endsAt\n  durationMinutes\n  totalPrice\n  notes\n  createdAt\n  space {\n    name\n    capacity\n    imageUrl\n    id\n  }\n  user {\n    fullName\n    email\n    avatarUrl\n    id\n  }\n  ...AdminBookingActions_booking\n}\n\nfragment AdminBookingRow_booking on Booking {\n  status\n  startsAt\n  endsAt\n  totalPrice\n  notes\n  space {\n    name\n    capacity\n    id\n  }\n  user {\n    fullName\n    email\n    id\n  }\n  ...AdminBookingActions_booking\n}\n"
  }
};
})();

(node as any).hash = "06253c489eb34d1b451cf81b099a9777";

export default node;
