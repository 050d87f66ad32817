import SwiftSyntax

/// Cases of the app's own enums: `allCases` of a `CaseIterable` enum, a case's `rawValue` and computed properties
/// (read with `self` as the case), and a `switch` on a known case, which takes only the matching branch.
extension SetupExtractor {
    /// `value.name` where `value` is the case `caseName` of the enum `type`.
    func caseMember(_ name: String, ofCase caseName: String, of type: String, at here: CodeLocation) -> StaticValue {
        let key = "\(type).\(name)"
        if name == "rawValue" {
            let rawKey = "\(type).\(caseName).rawValue"
            guard constants.definitions[rawKey] != nil else { return .unresolved(SourceProblem(here, "\(type) has no String raw values")) }
            return constant(key: rawKey, at: here)
        }
        guard let definitions = constants.definitions[key], definitions.count == 1, case .computed(let body, let file, let typePath)? = definitions.first else {
            return .unresolved(SourceProblem(here, "\(key) is not a computed property notisim can read"))
        }
        let start = ExtractionContext(file: file, typePath: typePath, scope: ["self": .enumCase(type: type, name: caseName)])
        let what = "\(type).\(caseName).\(name)"
        return following(what, remembering: true, at: here) { returnedValue(of: body, start, what: what, at: here) }
    }

    /// The statements `switchExpression` runs when its subject is a known enum case (from `allCases`, or `.name`
    /// passed as an argument): the branch naming the case, else `default`; nil when the subject is not known or a
    /// pattern is more than `.name`.
    func takenBranch(_ switchExpression: SwitchExprSyntax, _ context: ExtractionContext) -> CodeBlockItemListSyntax? {
        let name: String
        switch evaluate(switchExpression.subject, context) {
        case .enumCase(_, let caseName), .member(let caseName): name = caseName
        default: return nil
        }
        var fallback: CodeBlockItemListSyntax?
        for switchCase in switchExpression.cases {
            guard case .switchCase(let branch) = switchCase else { return nil }
            switch branch.label {
            case .default: fallback = branch.statements
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let member = pattern.expression.as(MemberAccessExprSyntax.self) else { return nil }
                    if member.declName.baseName.text == name { return branch.statements }
                }
            }
        }
        return fallback
    }
}
