import SwiftSyntax

/// The calls the extractor knows: the UserNotifications initializers, `setNotificationCategories`,
/// `requestAuthorization(options:)` (on whatever receiver: `UNUserNotificationCenter.current()` or a property or
/// variable holding it), localised strings, `Set(…)` / `Array(…)`, collection methods, and the app's own functions.
extension SetupExtractor {
    func evaluate(_ call: FunctionCallExprSyntax, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        let arguments = Arguments(call.arguments)
        let callee = Self.unwrapped(call.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "setNotificationCategories" where arguments.unlabeled != nil || !declaresFunction(callee, context):
                register(arguments.unlabeled, context, at: here)
                return .unresolved(SourceProblem(here, "setNotificationCategories returns nothing"))
            case "requestAuthorization" where arguments["options"] != nil:
                requestAuthorization(arguments["options"], context, at: here)
                return .unresolved(SourceProblem(here, "the result of requestAuthorization is only known when the app runs"))
            case let method where Self.collectionMethods.contains(method):
                return collectionCall(method, on: base, call, context, at: here)
            default: break
            }
        }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case "UNNotificationAction": return action(arguments, context, at: here, textInput: false)
        case "UNTextInputNotificationAction": return action(arguments, context, at: here, textInput: true)
        case "UNNotificationCategory": return category(arguments, context, at: here)
        case "UNNotificationActionIcon": return icon(arguments, context, at: here)
        case "NSLocalizedString": return localized(key: arguments.unlabeled, value: arguments["value"], context, at: here)
        case "String" where arguments["localized"] != nil:
            return localized(key: arguments["localized"], value: arguments["defaultValue"], context, at: here)
        case "Set" where arguments.count == 0, "Array" where arguments.count == 0: return .array([])
        case "Set" where arguments.count == 1 && (arguments.unlabeled ?? arguments["arrayLiteral"]) != nil,
             "Array" where arguments.count == 1 && arguments.unlabeled != nil:
            return evaluate((arguments.unlabeled ?? arguments["arrayLiteral"])!, context)
        case let typeName? where OptionSetKind(rawValue: typeName) != nil && arguments["rawValue"] != nil:
            return options(rawValue: arguments["rawValue"]!, kind: OptionSetKind(rawValue: typeName)!, context, at: here)
        default:
            return appFunctionCall(call, callee, context, at: here)
                ?? .unresolved(SourceProblem(here, "\(Self.describe(ExprSyntax(call))) is only known when the app runs"))
        }
    }

    /// `UNNotificationAction(identifier:title:options:)`, its `icon:` form, and `UNTextInputNotificationAction`.
    private func action(_ arguments: Arguments, _ context: ExtractionContext, at here: CodeLocation, textInput: Bool) -> StaticValue {
        let kind = textInput ? "UNTextInputNotificationAction" : "UNNotificationAction"
        do throws(SourceProblem) {
            let identifier = try text(arguments["identifier"], "\(kind) identifier", context, at: here)
            let title = try text(arguments["title"], "\(kind) \"\(identifier.value)\" title", context, at: here)
            var options: [String] = []
            if let expression = arguments["options"] {
                options = try optionNames(evaluate(expression, context), kind: .action, what: "\(kind) \"\(identifier.value)\" options", at: here)
            }
            var action = SourceAction(identifier: identifier.value, title: title, options: options, icon: nil, textInput: nil, location: here)
            if let iconExpression = arguments["icon"], !Self.unwrapped(iconExpression).is(NilLiteralExprSyntax.self) {
                guard case .icon(let icon) = implicitInitializer(iconExpression, context, at: here) ?? evaluate(iconExpression, context) else {
                    throw SourceProblem(location(iconExpression, context), "\(kind) \"\(identifier.value)\" icon: not a UNNotificationActionIcon(systemImageName:) or (templateImageName:) with a literal name")
                }
                action.icon = icon
            }
            if textInput {
                let button = try text(arguments["textInputButtonTitle"], "\(kind) \"\(identifier.value)\" textInputButtonTitle", context, at: here)
                let placeholder = try text(arguments["textInputPlaceholder"], "\(kind) \"\(identifier.value)\" textInputPlaceholder", context, at: here)
                action.textInput = SourceTextInput(buttonTitle: button, placeholder: placeholder)
            }
            return .action(action)
        } catch {
            return .unresolved(error)
        }
    }

    /// `UNNotificationCategory(identifier:actions:intentIdentifiers:options:)` and its `hiddenPreviewsBodyPlaceholder:`
    /// and `categorySummaryFormat:` forms. An action that cannot be read is left out of the category (reported
    /// when the category is registered); an identifier, actions list or options that cannot be read leave the
    /// category out.
    private func category(_ arguments: Arguments, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        do throws(SourceProblem) {
            let identifier = try text(arguments["identifier"], "UNNotificationCategory identifier", context, at: here).value
            let what = "category \"\(identifier)\""
            guard let actionsExpression = arguments["actions"] else { throw SourceProblem(here, "\(what): no actions: argument") }
            var actions: [SourceAction] = []
            var leftOut: [SourceProblem] = []
            for element in try elements(evaluate(actionsExpression, context), what: "\(what) actions", at: here) {
                switch implicitMember(element, of: ["UNNotificationAction", "UNTextInputNotificationAction"], at: here) {
                case .action(let action): actions.append(action)
                case .unresolved(let problem): leftOut.append(SourceProblem(problem.location, "\(problem.reason); the action is left out of \(what)"))
                default: leftOut.append(SourceProblem(here, "\(what): an element of actions is not a UNNotificationAction; left out"))
                }
            }
            var intents: [String] = []
            for element in try elements(arguments["intentIdentifiers"].map { evaluate($0, context) } ?? .array([]), what: "\(what) intentIdentifiers", at: here) {
                guard case .text(let intent) = element else {
                    leftOut.append(SourceProblem(element.problem?.location ?? here, "\(what) intentIdentifiers: \(element.problem?.reason ?? "not a string"); left out"))
                    continue
                }
                intents.append(intent.value)
            }
            var options: [String] = []
            if let expression = arguments["options"] {
                options = try optionNames(evaluate(expression, context), kind: .category, what: "\(what) options", at: here)
            }
            var category = SourceCategory(identifier: identifier, actions: actions, intentIdentifiers: intents, options: options,
                                          hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, location: here)
            for (label, field) in [("hiddenPreviewsBodyPlaceholder", \SourceCategory.hiddenPreviewsBodyPlaceholder),
                                   ("categorySummaryFormat", \SourceCategory.categorySummaryFormat)] {
                guard let expression = arguments[label] else { continue }
                do throws(SourceProblem) {
                    category[keyPath: field] = try text(expression, "\(what) \(label)", context, at: here)
                } catch {
                    leftOut.append(SourceProblem(error.location, "\(error.reason); left out"))
                }
            }
            leftOutProblems[category] = leftOut
            return .category(category)
        } catch {
            return .unresolved(error)
        }
    }

    /// `.init(systemImageName:)` / `.init(templateImageName:)` where an icon is expected.
    private func implicitInitializer(_ expression: ExprSyntax, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue? {
        guard let call = Self.unwrapped(expression).as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
              callee.base == nil, callee.declName.baseName.tokenKind == .keyword(.`init`) else { return nil }
        return icon(Arguments(call.arguments), context, at: location(call, context))
    }

    /// `UNNotificationActionIcon(systemImageName:)` / `(templateImageName:)`.
    private func icon(_ arguments: Arguments, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        do throws(SourceProblem) {
            if let system = arguments["systemImageName"] {
                return .icon(SourceActionIcon(name: try text(system, "UNNotificationActionIcon systemImageName", context, at: here).value, isSystemImage: true))
            }
            let template = try text(arguments["templateImageName"], "UNNotificationActionIcon templateImageName", context, at: here)
            return .icon(SourceActionIcon(name: template.value, isSystemImage: false))
        } catch {
            return .unresolved(error)
        }
    }

    /// `NSLocalizedString("key", value: "default", comment:)` / `String(localized: "key", defaultValue: "default")`:
    /// the key, and the literal default (the key itself when none is given).
    private func localized(key: ExprSyntax?, value: ExprSyntax?, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        do throws(SourceProblem) {
            let key = try text(key, "localized string key", context, at: here).value
            var fallback: String?
            if let value { fallback = try text(value, "localized string \"\(key)\" default value", context, at: here).value }
            return .text(SourceText(fallback ?? key, localizationKey: key))
        } catch {
            return .unresolved(error)
        }
    }

    /// `UNNotificationCategoryOptions(rawValue: 5)`: an integer literal naming only bits that have members.
    private func options(rawValue: ExprSyntax, kind: OptionSetKind, _ context: ExtractionContext, at here: CodeLocation) -> StaticValue {
        guard let literal = Self.unwrapped(rawValue).as(IntegerLiteralExprSyntax.self), let value = literal.representedLiteralValue else {
            return .unresolved(SourceProblem(here, "\(kind.rawValue)(rawValue:) of \(Self.describe(rawValue)), not an integer literal"))
        }
        guard let names = kind.members(rawValue: value) else {
            return .unresolved(SourceProblem(here, "\(kind.rawValue)(rawValue: \(value)) sets a bit no option has"))
        }
        return .options(names)
    }

    /// `setNotificationCategories(…)`: each category joins the registrations on this side of the
    /// `supportsContentExtensions` test; what cannot be read is reported and left out.
    private func register(_ argument: ExprSyntax?, _ context: ExtractionContext, at here: CodeLocation) {
        categoryCalls.append(here)
        if let loop = context.loopLocation, context.loopDepth > 0 {
            problems.append(SourceProblem(here, "setNotificationCategories inside the loop at line \(loop.line): its categories depend on the iterations; left out"))
            return
        }
        guard let argument else {
            problems.append(SourceProblem(here, "setNotificationCategories without an argument"))
            return
        }
        var categories: [SourceCategory] = []
        do throws(SourceProblem) {
            for element in try elements(evaluate(argument, context), what: "setNotificationCategories", at: here) {
                switch implicitMember(element, of: ["UNNotificationCategory"], at: here) {
                case .category(let category):
                    categories.append(category)
                    problems += leftOutProblems[category] ?? []
                case .unresolved(let problem):
                    problems.append(SourceProblem(problem.location, "\(problem.reason); the category is left out"))
                default:
                    problems.append(SourceProblem(here, "setNotificationCategories: an element is not a UNNotificationCategory; left out"))
                }
            }
        } catch {
            problems.append(SourceProblem(error.location, "\(error.reason); nothing of this setNotificationCategories call is registered"))
            return
        }
        registrations.append(CategoryRegistration(location: here, contentExtensions: context.contentExtensions, categories: categories))
    }

    /// `requestAuthorization(options:)`: the options, through a literal set or a constant holding one. Without
    /// `options:` it is another framework's (`PHPhotoLibrary.requestAuthorization(for:)`) and is not read.
    private func requestAuthorization(_ argument: ExprSyntax?, _ context: ExtractionContext, at here: CodeLocation) {
        guard let argument else { return }
        do throws(SourceProblem) {
            let names = try optionNames(evaluate(argument, context), kind: .authorization, what: "requestAuthorization options", at: here)
            authorization.append((here, names))
            for name in names {
                if let note = OptionSetKind.deprecatedAuthorization[name] { warnings.append(SourceProblem(here, "requestAuthorization option \(name): \(note)")) }
            }
        } catch {
            problems.append(SourceProblem(error.location, "\(error.reason); the requested options are not recorded"))
        }
    }

    /// The string `expression` holds, or a problem naming `what`.
    private func text(_ expression: ExprSyntax?, _ what: String, _ context: ExtractionContext, at here: CodeLocation) throws(SourceProblem) -> SourceText {
        guard let expression else { throw SourceProblem(here, "\(what): missing") }
        switch implicitMember(evaluate(expression, context), of: ["String"], at: here) {
        case .text(let text): return text
        case .unresolved(let problem): throw SourceProblem(problem.location, "\(what): \(problem.reason)")
        default: throw SourceProblem(location(expression, context), "\(what): not a string")
        }
    }

    /// The elements of an array or set value.
    private func elements(_ value: StaticValue, what: String, at here: CodeLocation) throws(SourceProblem) -> [StaticValue] {
        switch value {
        case .array(let elements): return elements
        case .unresolved(let problem): throw SourceProblem(problem.location, "\(what): \(problem.reason)")
        default: throw SourceProblem(here, "\(what): not an array")
        }
    }

    /// The member names of an option set value: `.a`, `[.a, .b]`, `[]`, `Type.a`, or a variable built from them.
    func optionNames(_ value: StaticValue, kind: OptionSetKind, what: String, at here: CodeLocation) throws(SourceProblem) -> [String] {
        var names: Set<String> = []
        var followed: Set<String> = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .member(let name) where !kind.members.contains(name):
                let declared = implicitMember(next, of: [kind.rawValue], at: here)
                guard declared != next, followed.insert(name).inserted else { throw SourceProblem(here, "\(what): \(kind.rawValue) has no member \(name)") }
                pending.append(declared)
            case .member(let name):
                names.insert(name)
            case .options(let list): pending += list.map { .member($0) }
            case .array(let elements): pending += elements
            case .unresolved(let problem): throw SourceProblem(problem.location, "\(what): \(problem.reason)")
            default: throw SourceProblem(here, "\(what): not a \(kind.rawValue)")
            }
        }
        return kind.ordered(names)
    }
}

/// A call's arguments by label.
struct Arguments {
    private let list: LabeledExprListSyntax

    init(_ list: LabeledExprListSyntax) { self.list = list }

    var count: Int { list.count }

    /// The argument labelled `label`.
    subscript(label: String) -> ExprSyntax? { list.first { $0.label?.text == label }?.expression }

    /// The first argument without a label.
    var unlabeled: ExprSyntax? { list.first { $0.label == nil }?.expression }
}
