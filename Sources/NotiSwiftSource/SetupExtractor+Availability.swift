import SwiftSyntax

/// `if #available(…)`, `guard #available(…)` and `#unavailable`, read as on the newest iOS
/// (docs/rules/xcode.md#categories-from-swift-source).
extension SetupExtractor {
    /// `if #available(…)`: only the branch taken on the newest iOS is walked; what it changes holds after it,
    /// and a `return` in it ends the body; a change or return for a version newer than notisim's oldest is a warning.
    func walkAvailable(_ ifExpression: IfExprSyntax, taking available: Bool, _ context: inout ExtractionContext) {
        let taken: CodeBlockItemListSyntax
        switch (available, ifExpression.elseBody) {
        case (true, _): taken = ifExpression.body.statements
        case (false, .codeBlock(let block)?): taken = block.statements
        case (false, .ifExpr(let next)?):
            walk(next, &context)
            return
        case (false, nil): return
        }
        var changed = walkTaken(taken, &context)
        if context.returned { changed.append("the value returned") }
        if !changed.isEmpty, let version = Self.iOSVersion(ifExpression.conditions), version > Self.oldestSimulatedIOS {
            let here = location(ifExpression, context)
            warnings.append(SourceProblem(here, "\(changed.joined(separator: ", ")) changed under #available(iOS \(version)): read as on iOS \(version) and later, also for older simulated versions"))
        }
    }

    /// The oldest iOS notisim simulates (docs/rules/versions.md#ios-versions-at-a-glance): an `#available` test for it or
    /// older passes on every simulated device.
    static let oldestSimulatedIOS = 12

    /// `true` for a lone `#available(…)`, `false` for a lone `#unavailable(…)`, nil for any other condition.
    /// *Decision:* the app is read as on the newest iOS, where every `#available` test passes.
    func availabilityTest(_ conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count == 1, case .availability(let test) = conditions.first?.condition else { return nil }
        return test.availabilityKeyword.tokenKind == .poundAvailable
    }

    /// The major iOS version an availability condition names (`#available(iOS 15.0, *)` gives 15).
    private static func iOSVersion(_ conditions: ConditionElementListSyntax) -> Int? {
        guard case .availability(let test) = conditions.first?.condition else { return nil }
        for argument in test.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument, restriction.platform.text == "iOS",
                  let major = restriction.version?.major.text else { continue }
            return Int(major)
        }
        return nil
    }
}
