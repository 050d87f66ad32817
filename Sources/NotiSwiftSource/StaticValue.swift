/// What an expression of the app's source is known to be without running it.
indirect enum StaticValue: Hashable {
    case text(SourceText)
    /// `.name`: an option of an option set, or an enum case, before its use decides which.
    case member(String)
    /// An option set of a known type (`UNNotificationCategoryOptions.customDismissAction`, `[]` given a type).
    case options([String])
    case array([StaticValue])
    case action(SourceAction)
    case category(SourceCategory)
    /// `UNNotificationActionIcon(systemImageName:)` / `(templateImageName:)`.
    case icon(SourceActionIcon)
    /// A case of an enum of the app's sources (`type` is its qualified name), from `allCases`.
    case enumCase(type: String, name: String)
    /// Could not be known: where, and why.
    case unresolved(SourceProblem)

    /// The problem when unresolved.
    var problem: SourceProblem? {
        if case .unresolved(let problem) = self { return problem }
        return nil
    }
}
