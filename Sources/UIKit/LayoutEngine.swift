internal import NotiAutoLayout

/// One layout pass over a view tree: every view's frame from its constraints, its autoresizing frame and its
/// natural size, solved together by the Cassowary solver.
@MainActor
enum LayoutEngine {
    /// The solver's unknowns for one view, in the root view's coordinates.
    private struct Box {
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

    /// Lays out the tree under `root` (whose own frame stays as set) and returns the required constraints it broke.
    static func layout(_ root: UIView) -> [(constraint: NSLayoutConstraint, message: String)] {
        var broken = solve(root)
        // Multi-line labels wrap at the width the first pass gave them; a second pass uses the heights that gives.
        let labels = root.allViews.compactMap { $0 as? UILabel }.filter { $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth <= 0 }
        var rewrapped = false
        for label in labels where label.automaticWrapWidth != label.frame.width {
            label.automaticWrapWidth = label.frame.width
            rewrapped = true
        }
        if rewrapped { broken = solve(root) }
        return broken
    }

    private static func solve(_ root: UIView) -> [(constraint: NSLayoutConstraint, message: String)] {
        let views = root.allViews
        var boxes: [ObjectIdentifier: Box] = [:]
        for (index, view) in views.enumerated() { boxes[ObjectIdentifier(view)] = Box("\(type(of: view))#\(index)") }
        var solver = Solver()
        var broken: [(constraint: NSLayoutConstraint, message: String)] = []

        func addRequired(_ constraint: Constraint) {
            // Frames set in code cannot contradict each other: each view's four unknowns get one equation each.
            try? solver.add(constraint)
        }

        for view in views {
            let box = boxes[ObjectIdentifier(view)]!
            if view === root {
                addRequired(box.minX == 0.0); addRequired(box.minY == 0.0)
                addRequired(box.width == Double(view.frame.width)); addRequired(box.height == Double(view.frame.height))
            } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview.flatMap({ boxes[ObjectIdentifier($0)] }) {
                addRequired(box.minX == parent.minX + Double(view.frame.minX))
                addRequired(box.minY == parent.minY + Double(view.frame.minY))
                addRequired(box.width == Double(view.frame.width)); addRequired(box.height == Double(view.frame.height))
            }
        }

        let constraints = views.flatMap(\.activeConstraints).sorted { $0.activationIndex < $1.activationIndex }
        for layoutConstraint in constraints {
            guard let constraint = solverConstraint(layoutConstraint, boxes) else {
                broken.append((layoutConstraint, "Unable to install constraint \(layoutConstraint.logDescription): its items are not in the same view tree"))
                continue
            }
            do throws(SolverError) {
                try solver.add(constraint)
            } catch {
                broken.append((layoutConstraint, "Unable to simultaneously satisfy constraints. "
                    + "Will attempt to recover by breaking constraint \(layoutConstraint.logDescription)"))
            }
        }

        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            let box = boxes[ObjectIdentifier(view)]!
            let size = view.intrinsicContentSize
            for (axis, dimension, natural) in [(NSLayoutConstraint.Axis.horizontal, box.width, size.width), (.vertical, box.height, size.height)]
            where natural != UIView.noIntrinsicMetric {
                let hugging = Strength(priority: Double(view.contentHuggingPriority(for: axis).rawValue))
                let resistance = Strength(priority: Double(view.contentCompressionResistancePriority(for: axis).rawValue))
                try? solver.add((dimension <= Double(natural)) ~ hugging)
                try? solver.add((dimension >= Double(natural)) ~ resistance)
            }
        }

        solver.updateVariables()
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            let box = boxes[ObjectIdentifier(view)]!
            let parent = view.superview.flatMap { boxes[ObjectIdentifier($0)] }
            view.applyLayoutFrame(CGRect(x: box.minX.value - (parent?.minX.value ?? 0), y: box.minY.value - (parent?.minY.value ?? 0),
                                         width: box.width.value, height: box.height.value))
        }
        return broken
    }

    /// The solver's form of a layout constraint; nil when an item is not in the tree.
    private static func solverConstraint(_ constraint: NSLayoutConstraint, _ boxes: [ObjectIdentifier: Box]) -> Constraint? {
        guard let first = constraint.firstItem, let firstBox = boxes[ObjectIdentifier(first)] else { return nil }
        var right = NotiAutoLayout.Expression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            guard let secondBox = boxes[ObjectIdentifier(second)] else { return nil }
            right = secondBox.expression(constraint.secondAttribute) * Double(constraint.multiplier) + right
        }
        let left = firstBox.expression(constraint.firstAttribute)
        let relation: Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(left - right, relation, strength: Strength(priority: Double(constraint.priority.rawValue)))
    }
}
