/**
 * @generated SignedSource<<fe900edbcbbc09c6dee44efa6de04bad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
export type AdminBookingsListSubscription$variables = Record<PropertyKey, never>;
export type AdminBookingsListSubscription$data = {
  readonly bookingChanged: {
    readonly createdAt: string;
    readonly id: string;
    readonly space: {
      readonly name: string;
    };
    readonly startsAt: string;
    readonly status: BookingStatus;
    readonly user: {
      readonly email: string;
      readonly fullName: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"AdminBookingDetailsDialog_booking" | "AdminBookingRow_booking">;
  };
};
export type AdminBookingsListSubscription = {
  response: AdminBookingsListSubscription$data;
  variables: AdminBookingsListSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
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
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminBookingsListSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "bookingChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminBookingsListSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Booking",
        "kind": "LinkedField",
        "name": "bookingChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "capacity",
                "storageKey": null
              },
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v0/*:: as any*/),
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationMinutes",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "26726bc5a87426bf56fabf4c794f6ca0",
    "id": null,
    "metadata": {},
    "name": "AdminBookingsListSubscription",
    "operationKind": "subscription",
    "text": "subscription AdminBookingsListSubscription {\n  bookingChanged {\n    id\n    status\n    startsAt\n    createdAt\n    space {\n      name\n      id\n    }\n    user {\n      fullName\n      email\n      id\n    }\n    ...AdminBookingRow_booking\n    ...AdminBookingDetailsDialog_booking\n  }\n}\n\nfragment AdminBookingActions_booking on Booking {\n  id\n  status\n  startsAt\n  endsAt\n  totalPrice\n  decideBy\n  series {\n    id\n  }\n  space {\n    id\n    name\n  }\n  user {\n    fullName\n    id\n  }\n}\n\nfragment AdminBookingDetailsDialog_booking on Booking {\n  id\n  status\n  startsAt\n  endsAt\n  durationMinutes\n  totalPrice\n  notes\n  createdAt\n  space {\n    name\n    capacity\n    imageUrl\n    id\n  }\n  user {\n    fullName\n    email\n    avatarUrl\n    id\n  }\n  ...AdminBookingActions_booking\n}\n\nfragment AdminBookingRow_booking on Booking {\n  status\n  startsAt\n  endsAt\n  totalPrice\n  notes\n  space {\n    name\n    capacity\n    id\n  }\n  user {\n    fullName\n    email\n    id\n  }\n  ...AdminBookingActions_booking\n}\n"
  }
};
})();

(node as any).hash = "375dce4fbe905b74303a2792b87babac";

export default node;
