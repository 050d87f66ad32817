import SwiftSyntax

/// Reads an app's notification setup from its Swift sources without running them (docs/rules/xcode.md#categories-from-swift-source).
package enum NotificationSetupReader {
    /// The categories, actions and authorization options `files` register, and what could not be read.
    /// Only the files that can matter are parsed, on every core (``SetupRelevance``): those that register categories or
    /// ask for authorization first, then, round after round, the files declaring what the extractor looked up and
    /// did not find, until it finds nothing new to read.
    package static func read(_ files: [SourceFile]) -> NotificationSetup {
        let relevance = SetupRelevance(files)
        var chosen = relevance.roots
        var parsed: [Int: Result<ParsedFile, SourceProblem>] = [:]
        var extractor: SetupExtractor
        var round = 0
        repeat {
            let unparsed = chosen.filter { parsed[$0] == nil }.sorted()
            for (index, result) in zip(unparsed, ParallelMap.map(unparsed.map { files[$0] }) { ParsedFile.parse(IOSActiveClauses.blankingInactive($0)) }) {
                parsed[index] = result
            }
            let readable = parsed.keys.sorted().filter { (try? parsed[$0]?.get()) != nil }
            let trees = readable.compactMap { try? parsed[$0]?.get() }
            let misses = NameMisses()
            extractor = SetupExtractor(files: trees, modules: Set(files.compactMap(\.module)), misses: misses)
            extractor.run(missesFrom: Set(readable.indices.filter { relevance.roots.contains(readable[$0]) }))
            let more = relevance.declaring(misses.paths).subtracting(chosen)
            chosen.formUnion(more)
            round += 1
            if more.isEmpty || round >= SetupRelevance.maximumRounds { break }
        } while true
        let problems = parsed.keys.sorted().compactMap { index -> SourceProblem? in
            if case .failure(let problem) = parsed[index] { return problem } else { return nil }
        }
        var setup = extractor.result()
        setup.problems = Self.unique(problems + setup.problems)
        setup.warnings = Self.unique(setup.warnings)
        setup.readFiles = files.map(\.path)
        setup.parsedFiles = parsed.keys.sorted().map { files[$0].path }
        return setup
    }

    private static func unique(_ problems: [SourceProblem]) -> [SourceProblem] {
        var seen: Set<SourceProblem> = []
        return problems.filter { seen.insert($0).inserted }
    }
}

/// One `setNotificationCategories` call: where, on which side of a `supportsContentExtensions` test, and what.
struct CategoryRegistration {
    var location: CodeLocation
    var contentExtensions: Bool?
    var categories: [SourceCategory]
}

/// Walks every file's declarations and statements, evaluating what can be known statically.
final class SetupExtractor {
    let files: [ParsedFile]
    let constants: ConstantTable
    /// Constants already evaluated, by qualified name.
    var evaluated: [String: StaticValue] = [:]
    /// Constants being evaluated (a cycle reads as unresolved).
    var evaluating: Set<String> = []
    var registrations: [CategoryRegistration] = []
    /// Every `setNotificationCategories` call, whether or not anything of it could be read.
    var categoryCalls: [CodeLocation] = []
    var authorization: [(location: CodeLocation, options: [String])] = []
    var problems: [SourceProblem] = []
    var warnings: [SourceProblem] = []
    /// Per category value, the parts of it that could not be read (reported when it is registered).
    var leftOutProblems: [SourceCategory: [SourceProblem]] = [:]
    /// Per body walked for its value (innermost last), what its `return`s give.
    var returnFrames: [[(value: StaticValue, location: CodeLocation)]] = []
    /// How many bodies were walked for their value (bounded by `bodyWalkLimit`).
    var bodyWalks = 0
    /// A problem reported where a function is called, with the one inside it that caused it (a chain of calls
    /// names the call and the innermost cause only).
    var causes: [SourceProblem: SourceProblem] = [:]
    /// How many bodies walked for their value the walk is inside (what they register does not count).
    var asideDepth = 0
    /// Functions with parameters read on their own, by qualified name, with what they found.
    var foundOnTheirOwn: [(key: String, findings: Findings)] = []
    /// Functions with parameters read at a call the app makes.
    var calledFunctions: Set<String> = []

    /// `modules`: the modules other than the app's that some of `files` belong to; `misses` hears every name looked up
    /// and not found.
    init(files: [ParsedFile], modules: Set<String>, misses: NameMisses = NameMisses()) {
        self.files = files
        constants = ConstantTable(files: files, modules: modules, misses: misses)
    }

    /// Walks every file; names looked up and not found are recorded only while the files `missesFrom` are walked
    /// (nil: all of them).
    func run(missesFrom recorded: Set<Int>? = nil) {
        for index in files.indices {
            constants.misses.isRecording = recorded?.contains(index) ?? true
            var context = ExtractionContext(file: index, typePath: [])
            walk(files[index].tree.statements, &context)
        }
        constants.misses.isRecording = true
        addFunctionsNotCalled()
    }

    /// The registrations combined (docs/rules/xcode.md#categories-from-swift-source): a category registered by every
    /// branch applies always; one only a `supportsContentExtensions` branch registers is marked with that branch.
    func result() -> NotificationSetup {
        var setup = NotificationSetup()
        setup.problems = problems
        setup.warnings = warnings
        setup.categoryCallLocations = Self.once(categoryCalls)
        let supported = categories(registeredWhen: true), unsupported = categories(registeredWhen: false)
        var order: [String] = []
        for registration in registrations {
            for category in registration.categories where !order.contains(category.identifier) { order.append(category.identifier) }
        }
        for identifier in order {
            let on = supported.first { $0.identifier == identifier }, off = unsupported.first { $0.identifier == identifier }
            if let on, let off, on == off {
                setup.categories.append(on)
                continue
            }
            for (category, branch) in [(on, true), (off, false)] {
                guard var category else { continue }
                category.whenContentExtensions = branch
                setup.categories.append(category)
            }
        }
        if !authorization.isEmpty {
            setup.authorizationOptions = OptionSetKind.authorization.ordered(Set(authorization.flatMap(\.options)))
            setup.authorizationLocations = Self.once(authorization.map(\.location))
        }
        return setup
    }

    /// The first definition of each category registered on the side `branch` of `supportsContentExtensions`
    /// (registrations outside any branch count on both sides); a second, different definition is a warning.
    private func categories(registeredWhen branch: Bool) -> [SourceCategory] {
        var found: [SourceCategory] = []
        for registration in registrations where registration.contentExtensions == nil || registration.contentExtensions == branch {
            for category in registration.categories {
                guard let first = found.first(where: { $0.identifier == category.identifier }) else {
                    found.append(category)
                    continue
                }
                if first != category {
                    warnings.append(SourceProblem(category.location, "category \"\(category.identifier)\" is also registered, differently, at \(first.location); the first is kept"))
                }
            }
        }
        return found
    }

    /// `locations` in order, each once (a helper's call read at each of its calls).
    private static func once(_ locations: [CodeLocation]) -> [CodeLocation] {
        var seen: Set<CodeLocation> = []
        return locations.filter { seen.insert($0).inserted }
    }

    func location(_ node: some SyntaxProtocol, _ context: ExtractionContext) -> CodeLocation {
        files[context.file].location(node)
    }
}
