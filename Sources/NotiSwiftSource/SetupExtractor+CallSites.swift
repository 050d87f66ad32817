import SwiftSyntax

/// A function with parameters is read at each call the files make, with the arguments bound: what it registers or
/// asks for counts there (`requestPermission([.alert, .sound])` reaching `requestAuthorization(options: options)`).
/// One that no file calls is read on its own, its parameters unknown.
extension SetupExtractor {
    /// What walking code added to the results.
    struct Findings {
        var registrations: [CategoryRegistration]
        var categoryCalls: [CodeLocation]
        var authorization: [(location: CodeLocation, options: [String])]
        var problems: [SourceProblem]
        var warnings: [SourceProblem]
    }

    /// How many results of each kind there are: walks only add, so what a walk found is what lies past its mark.
    struct Mark {
        let registrations: Int, categoryCalls: Int, authorization: Int, problems: Int, warnings: Int, onTheirOwn: Int
    }

    var mark: Mark {
        Mark(registrations: registrations.count, categoryCalls: categoryCalls.count, authorization: authorization.count,
             problems: problems.count, warnings: warnings.count, onTheirOwn: foundOnTheirOwn.count)
    }

    /// Removes from the results what was added since `mark`, and gives it.
    @discardableResult
    func takeFindings(since mark: Mark) -> Findings {
        let taken = Findings(registrations: Array(registrations[mark.registrations...]), categoryCalls: Array(categoryCalls[mark.categoryCalls...]),
                             authorization: Array(authorization[mark.authorization...]), problems: Array(problems[mark.problems...]),
                             warnings: Array(warnings[mark.warnings...]))
        registrations.removeSubrange(mark.registrations...)
        categoryCalls.removeSubrange(mark.categoryCalls...)
        authorization.removeSubrange(mark.authorization...)
        problems.removeSubrange(mark.problems...)
        warnings.removeSubrange(mark.warnings...)
        foundOnTheirOwn.removeSubrange(mark.onTheirOwn...)
        return taken
    }

    /// Walks the body of the function `key`, which has parameters, on its own; what it finds waits for the end of
    /// the read, where it counts only if no call of the function was read.
    func walkOnItsOwn(_ key: String, _ body: CodeBlockItemListSyntax, _ context: inout ExtractionContext) {
        let start = mark
        walkBranch(body, Self.nested(context), changing: &context)
        let findings = takeFindings(since: start)
        foundOnTheirOwn.append((key, findings))
    }

    /// A call of the function `key` read where the app makes it (not inside a body walked for its value): its body
    /// walked from `start`, the arguments bound, what it registers counting.
    func walkCall(of key: String, _ body: CodeBlockItemListSyntax, _ start: ExtractionContext) {
        guard asideDepth == 0, bodyWalks < Self.bodyWalkLimit else { return }
        bodyWalks += 1
        calledFunctions.insert(key)
        var context = start
        walk(body, &context)
    }

    /// At the end of the read: what functions no file calls found on their own.
    func addFunctionsNotCalled() {
        for (key, findings) in foundOnTheirOwn where !calledFunctions.contains(key) {
            registrations += findings.registrations
            categoryCalls += findings.categoryCalls
            authorization += findings.authorization
            problems += findings.problems
            warnings += findings.warnings
        }
    }
}
