/**
 * @generated SignedSource<<c626b0bb42e51179945bd7f1392a9409>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CreateClosureInput = {
  endsOn: string;
  expectedCancelledBookings?: number | null | undefined;
  reason: string;
  spaceId?: string | null | undefined;
  startsOn: string;
};
export type ClosuresDialogCloseMutation$variables = {
  input: CreateClosureInput;
};
export type ClosuresDialogCloseMutation$data = {
  readonly createClosure: {
    readonly cancelledBookings: number;
  };
};
export type ClosuresDialogCloseMutation = {
  response: ClosuresDialogCloseMutation$data;
  variables: ClosuresDialogCloseMutation$variables;
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
    "concreteType": "ClosuresPayload",
    "kind": "LinkedField",
    "name": "createClosure",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancelledBookings",
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
    "name": "ClosuresDialogCloseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClosuresDialogCloseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "20b4764e37fd30e8a9f240d15b7d6878",
    "id": null,
    "metadata": {},
    "name": "ClosuresDialogCloseMutation",
    "operationKind": "mutation",
    "text": "mutation ClosuresDialogCloseMutation(\n  $input: CreateClosureInput!\n) {\n  createClosure(input: $input) {\n    cancelledBookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "fad27b7617e1e2f0867df7e72d563642";

export default node;
