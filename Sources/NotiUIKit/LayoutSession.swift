internal import NotiAutoLayout

/// The layout of one view tree, kept between passes: the solver holds every view's frame equations, and a pass
/// adds and removes only the constraints that changed since the last one (Cassowary's incremental use).
@MainActor
final class LayoutSession {
    /// The solver's unknowns for one view, in the root view's coordinates.
    struct Box {
        let minX: Variable, minY: Variable, width: Variable, height: Variable

        init(_ name: String) {
            minX = Variable(name + ".minX"); minY = Variable(name + ".minY")
            width = Variable(name + ".width"); height = Variable(name + ".height")
        }

        func expression(_ attribute: NSLayoutConstraint.Attribute) -> NotiAutoLayout.Expression {
            switch attribute {
            case .left, .leading: NotiAutoLayout.Expression(minX)
            case .right, .trailing: minX + width
            case .top: NotiAutoLayout.Expression(minY)
            case .bottom: minY + height
            case .width: NotiAutoLayout.Expression(width)
            case .height: NotiAutoLayout.Expression(height)
            case .centerX: minX + 0.5 * width
            case .centerY: minY + 0.5 * height
            case .notAnAttribute: NotiAutoLayout.Expression(constant: 0)
            }
        }
    }

    /// Where a solver constraint comes from.
    private enum Source: Hashable {
        /// One of the four equations of a frame set in code (the root's, or an autoresizing view's).
        case frame(ObjectIdentifier, Int)
        case layoutConstraint(ObjectIdentifier)
        /// Hugging (even index) or compression resistance (odd) on an axis (index / 2).
        case intrinsic(ObjectIdentifier, Int)
        /// The n-th constraint of a stack view's arrangement.
        case stack(ObjectIdentifier, Int)
    }

    private struct Entry {
        let constraint: Constraint
        /// False when the solver refused it (a contradicting required constraint).
        var installed: Bool
        let layoutConstraint: NSLayoutConstraint?
        /// What the solver constraint was made from, so an unchanged layout constraint is not made again.
        var signature: Signature?
    }

    /// The mutable parts of a layout constraint and the unknowns of its items when its solver form was made.
    private struct Signature: Equatable {
        let constant: CGFloat
        let priority: UILayoutPriority
        let items: [ObjectIdentifier]
    }

    private var solver = Solver()
    private(set) var boxes: [ObjectIdentifier: Box] = [:]
    private var entries: [Source: Entry] = [:]
    private var nextBoxNumber = 0
    /// The tree's views at the last full pass, parents before children (not those a view places by frame), still alive.
    var views: [UIView] { passViews.compactMap(\.view) }
    /// The views of the last full pass, held weakly: the root keeps its session, so a session keeping the root would
    /// keep the whole tree alive after the last reference to it goes.
    private var passViews: [WeakView] = []

    private struct WeakView {
        weak var view: UIView?
    }
    /// The views laid out by constraints (not the root, not autoresizing), with their box and their parent's.
    private var constrained: [(view: UIView, box: Box, parent: Box?)] = []

    /// Lays out the tree under `root` (whose own frame stays as set) and returns the required constraints it broke.
    func layout(_ root: UIView) -> [(constraint: NSLayoutConstraint, message: String)] {
        var broken = pass(root)
        if rewrapLabels() { broken = pass(root) }
        return broken
    }

    /// Multi-line labels wrap at the width the last pass gave them; true when one changed, so a second pass uses the
    /// heights that gives.
    private func rewrapLabels() -> Bool {
        var rewrapped = false
        for case let label as UILabel in views where label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0 {
            if label.automaticWrapWidth != label.frame.width {
                label.automaticWrapWidth = label.frame.width
                rewrapped = true
            }
        }
        return rewrapped
    }

    /// The pass after only constants of active layout constraints changed since the last one: each moves in the
    /// solver in place and the frames are read back, without walking the tree's constraints again. False when a
    /// change needs a full pass (a constraint the last pass did not install, or a label that wraps anew).
    func moveConstants(of changed: [NSLayoutConstraint], in root: UIView) -> Bool {
        for layoutConstraint in changed {
            let source = Source.layoutConstraint(ObjectIdentifier(layoutConstraint))
            guard let entry = entries[source], entry.installed, entry.layoutConstraint === layoutConstraint,
                  let signature = entry.signature, signature.items == self.signature(of: layoutConstraint).items,
                  signature.priority == layoutConstraint.priority, let moved = solverConstraint(layoutConstraint) else { return false }
            var installed = true
            do throws(SolverError) { try solver.replaceConstant(of: entry.constraint, with: moved) } catch { installed = false }
            entries[source] = Entry(constraint: moved, installed: installed, layoutConstraint: layoutConstraint,
                                    signature: installed ? self.signature(of: layoutConstraint) : nil)
            guard installed else { return false }
        }
        applyFrames()
        return !rewrapLabels()
    }

    private func pass(_ root: UIView) -> [(constraint: NSLayoutConstraint, message: String)] {
        let views = root.solvedViews
        passViews = views.map(WeakView.init)
        // A tree whose views are all placed by their frames, with no constraint and no stack view, has nothing to
        // solve: the solver would pin each frame where it is. SwiftUI's hosted trees are such trees, drawn anew at
        // every Live Activity update.
        if entries.isEmpty, views.allSatisfy({ ($0 === root || $0.translatesAutoresizingMaskIntoConstraints) && $0.activeConstraints.isEmpty && !($0 is UIStackView) }) {
            boxes = [:]
            constrained = []
            return []
        }
        var liveBoxes: [ObjectIdentifier: Box] = [:]
        for view in views {
            let key = ObjectIdentifier(view)
            if let box = boxes[key] { liveBoxes[key] = box; continue }
            nextBoxNumber += 1
            liveBoxes[key] = Box("\(type(of: view))#\(nextBoxNumber)")
        }
        boxes = liveBoxes

        var wanted: [(Source, Constraint, NSLayoutConstraint?)] = []
        var unplaceable: [NSLayoutConstraint] = []
        for view in views {
            let key = ObjectIdentifier(view), box = boxes[key]!
            let origin: (x: NotiAutoLayout.Expression, y: NotiAutoLayout.Expression)?
            if view === root {
                origin = (NotiAutoLayout.Expression(constant: 0), NotiAutoLayout.Expression(constant: 0))
            } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview.flatMap({ boxes[ObjectIdentifier($0)] }) {
                origin = (NotiAutoLayout.Expression(parent.minX), NotiAutoLayout.Expression(parent.minY))
            } else {
                origin = nil
            }
            if let origin {
                let frame = view.frame
                let equations = [box.minX == origin.x + Double(frame.minX), box.minY == origin.y + Double(frame.minY),
                                 box.width == Double(frame.width), box.height == Double(frame.height)]
                for (index, equation) in equations.enumerated() { wanted.append((.frame(key, index), equation, nil)) }
            }
        }
        var signatures: [Source: Signature] = [:]
        for layoutConstraint in views.flatMap(\.activeConstraints).sorted(by: { $0.activationIndex < $1.activationIndex }) {
            let source = Source.layoutConstraint(ObjectIdentifier(layoutConstraint))
            let signature = signature(of: layoutConstraint)
            if let entry = entries[source], entry.layoutConstraint === layoutConstraint, entry.signature == signature {
                wanted.append((source, entry.constraint, layoutConstraint))
                continue
            }
            guard let constraint = solverConstraint(layoutConstraint) else { unplaceable.append(layoutConstraint); continue }
            wanted.append((source, constraint, layoutConstraint))
            signatures[source] = signature
        }
        for case let stack as UIStackView in views {
            for (index, constraint) in arrangement(of: stack).enumerated() { wanted.append((.stack(ObjectIdentifier(stack), index), constraint, nil)) }
        }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            let key = ObjectIdentifier(view), box = boxes[key]!, size = view.intrinsicContentSize
            for (axis, dimension, natural) in [(NSLayoutConstraint.Axis.horizontal, box.width, size.width), (.vertical, box.height, size.height)]
            where natural != UIView.noIntrinsicMetric {
                let hugging = Strength(priority: Double(view.contentHuggingPriority(for: axis).rawValue))
                let resistance = Strength(priority: Double(view.contentCompressionResistancePriority(for: axis).rawValue))
                wanted.append((.intrinsic(key, axis.rawValue * 2), (dimension <= Double(natural)) ~ hugging, nil))
                wanted.append((.intrinsic(key, axis.rawValue * 2 + 1), (dimension >= Double(natural)) ~ resistance, nil))
            }
        }
        update(to: wanted)
        for (source, signature) in signatures { entries[source]?.signature = signature }

        constrained = views.compactMap { view in
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints else { return nil }
            return (view, boxes[ObjectIdentifier(view)]!, view.superview.flatMap { boxes[ObjectIdentifier($0)] })
        }
        applyFrames()
        let notInstalled = wanted.compactMap { source, _, layoutConstraint in entries[source]?.installed == false ? layoutConstraint : nil }
        return unplaceable.map { ($0, "Unable to install constraint \($0.logDescription): its items are not in the same view tree") }
            + notInstalled.map { ($0, "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \($0.logDescription)") }
    }

    /// Reads the solution back into the frames of the views constraints place (relative to their superview).
    private func applyFrames() {
        solver.updateVariables()
        for (view, box, parent) in constrained {
            view.applyLayoutFrame(CGRect(x: box.minX.value - (parent?.minX.value ?? 0), y: box.minY.value - (parent?.minY.value ?? 0),
                                         width: box.width.value, height: box.height.value))
        }
    }

    /// Brings the solver to the wanted constraints: removes those gone or changed, then adds the new ones in order,
    /// retrying the ones it refused before (an earlier conflict may be gone).
    private func update(to wanted: [(Source, Constraint, NSLayoutConstraint?)]) {
        var wantedSources: [Source: Constraint] = [:]
        for (source, constraint, _) in wanted { wantedSources[source] = constraint }
        for (source, entry) in entries {
            guard let replacement = wantedSources[source], entry.installed else {
                if entry.installed { try? solver.remove(entry.constraint) }
                entries[source] = nil
                continue
            }
            if replacement === entry.constraint || replacement.isEquivalent(to: entry.constraint) { continue }
            if replacement.differsOnlyInConstant(from: entry.constraint) {
                var installed = true
                do throws(SolverError) { try solver.replaceConstant(of: entry.constraint, with: replacement) } catch { installed = false }
                entries[source] = Entry(constraint: replacement, installed: installed, layoutConstraint: entry.layoutConstraint)
            } else {
                try? solver.remove(entry.constraint)
                entries[source] = nil
            }
        }
        for (source, constraint, layoutConstraint) in wanted where entries[source] == nil {
            var installed = true
            do throws(SolverError) { try solver.add(constraint) } catch { installed = false }
            entries[source] = Entry(constraint: constraint, installed: installed, layoutConstraint: layoutConstraint)
        }
    }

    /// A layout constraint's constant, priority and the unknowns its items have now.
    private func signature(of constraint: NSLayoutConstraint) -> Signature {
        let items = [constraint.firstItem, constraint.secondItem].map { item in
            item.flatMap { boxes[ObjectIdentifier($0)] }.map { ObjectIdentifier($0.minX) } ?? ObjectIdentifier(LayoutSession.self)
        }
        return Signature(constant: constraint.constant, priority: constraint.priority, items: items)
    }

    /// The solver's form of a layout constraint; nil when an item is not in the tree.
    private func solverConstraint(_ constraint: NSLayoutConstraint) -> Constraint? {
        guard let first = constraint.firstItem, let firstBox = boxes[ObjectIdentifier(first)] else { return nil }
        var right = NotiAutoLayout.Expression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            guard let secondBox = boxes[ObjectIdentifier(second)] else { return nil }
            right = secondBox.expression(constraint.secondAttribute) * Double(constraint.multiplier) + right
        }
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(firstBox.expression(constraint.firstAttribute) - right, relation,
                          strength: Strength(priority: Double(constraint.priority.rawValue)))
    }
}
