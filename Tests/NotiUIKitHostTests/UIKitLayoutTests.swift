import Foundation
import Testing
import UIKit

/// Auto Layout through notisim's UIKit: anchors and priorities solved by the Cassowary solver, labels sized by
/// notisim's text width (8 points per column, 16 per row).
@MainActor
@Suite("UIKit layout")
struct UIKitLayoutTests {
    func container(width: CGFloat = 398, height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test("A label's natural size is its text's columns × 8 pt by 16 pt a line; Korean syllables take two columns")
    func labelIntrinsicSize() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 16))
        label.text = "안녕하세요"
        #expect(label.intrinsicContentSize == CGSize(width: 80, height: 16))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("A view tree laid out by constraints is freed once nothing else holds it: layout keeps no view alive")
    func laidOutTreeIsFreed() {
        weak var root: UIView?
        weak var label: UILabel?
        do {
            let view = container()
            let text = UILabel()
            text.text = "Parcel"
            text.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(text)
            NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                                         text.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)])
            view.layoutIfNeeded()
            #expect(text.frame.origin == CGPoint(x: 8, y: 8))
            root = view
            label = text
        }
        #expect(root == nil && label == nil)
    }

    @Test("A label measures a text as its wrapped lines measure, plain one-line text included, at every width and line limit")
    func labelMeasurementMatchesWrappedLines() {
        // Every text of up to three characters from an alphabet of plain ASCII, spaces, a tab, a line break, an
        // accented letter and a wide character, and longer lines.
        let alphabet = [" ", "a", "-", "\t", "\n", "é", "界"]
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in alphabet.map { text + $0 } } }
        let lines = ["Hello world", "  padded ", "a  b", "row 12", "trailing ", "tab\tin", "~!@#$%^&*()_+{}|:<>?"]
        texts += lines.flatMap { line in alphabet.map { line + $0 } }
        let widths: [CGFloat?] = [nil, 0, 8, 16, 20, 24, 32, 40, 96, 200, .infinity]
        for text in Set(texts) {
            for width in widths {
                for numberOfLines in 0...2 {
                    let wrapped = UILabel.lines(of: text, numberOfLines: numberOfLines, width: width)
                    #expect(UILabel.size(of: text, numberOfLines: numberOfLines, width: width) == UILabel.size(of: wrapped),
                            "\(text.debugDescription) at \(String(describing: width)) in \(numberOfLines) lines")
                }
            }
        }
    }

    @Test("A label hugs its text when only its leading edge is pinned, and stretches when both edges are")
    func huggingAndPinning() {
        let root = container(), hugging = UILabel(), pinned = UILabel()
        for label in [hugging, pinned] {
            label.text = "Hi"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            hugging.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            hugging.topAnchor.constraint(equalTo: root.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            pinned.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            pinned.topAnchor.constraint(equalTo: hugging.bottomAnchor, constant: 4),
        ])
        root.layoutIfNeeded()
        #expect(hugging.frame == CGRect(x: 8, y: 0, width: 16, height: 16))
        #expect(pinned.frame == CGRect(x: 8, y: 20, width: 382, height: 16))
    }

    @Test("A required constraint that contradicts earlier ones is broken and logged as Auto Layout does; the rest holds")
    func conflictingRequiredConstraintIsBroken() {
        let root = container(), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, second, box.heightAnchor.constraint(equalToConstant: 32)])
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 100, height: 32))
        #expect(root.brokenConstraints.map(\.constraint) == [second])
        #expect(root.brokenConstraints.first?.message.hasPrefix("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint <NSLayoutConstraint UIView.width == 200.0>") == true)
    }

    @Test("Priorities: an optional 750 width gives way to a required maximum, and wins over a 250 one")
    func optionalPriorities() {
        let root = container(), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow, box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 398)
        #expect(root.brokenConstraints.isEmpty)
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    @Test("A multi-line label wraps at the width layout gives it and grows to its lines (automatic preferred width)")
    func multilineLabelWrapsAtLaidOutWidth() {
        let root = container(width: 160), label = UILabel()
        label.text = "Good Evening! See you tomorrow"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 160 pt = 20 columns: "Good Evening! See" / "you tomorrow".
        #expect(label.frame == CGRect(x: 0, y: 0, width: 160, height: 32))
    }

    @Test("Removing a view from its superview drops the constraints that tie it to the views left behind")
    func removeFromSuperviewDeactivates() {
        let root = container(), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let pin = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([pin, width])
        box.removeFromSuperview()
        #expect(!pin.isActive && width.isActive)
    }

    @Test("200 views in a constrained chain lay out exactly (each 10 pt right of the last)")
    func twoHundredViews() {
        let root = container(width: 4000)
        let views = Self.chain(of: 200, in: root)
        root.layoutIfNeeded()
        #expect(views.last?.frame == CGRect(x: 1990, y: 0, width: 10, height: 16))
        #expect(root.brokenConstraints.isEmpty)
    }

    /// `count` views, each 10 pt wide and 16 pt tall, each starting where the previous one ends.
    static func chain(of count: Int, in root: UIView) -> [UIView] {
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            constraints += [
                view.leadingAnchor.constraint(equalTo: index == 0 ? root.leadingAnchor : views[index - 1].trailingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 16),
            ]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        return views
    }
}

/// Passes after only constants changed move those constants in the solver; what they break is still found.
@MainActor
@Suite("UIKit layout: constant changes")
struct UIKitConstantChangeTests {
    @Test("Changing an active constraint's constant moves every view chained to it on the next pass")
    func constantChangeMovesChain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4000, height: 200))
        let views = UIKitLayoutTests.chain(of: 20, in: root)
        root.layoutIfNeeded()
        let first = views[0].constraints.first { $0.firstAttribute == .leading }!
        first.constant = 30
        root.layoutIfNeeded()
        #expect(views.last?.frame == CGRect(x: 220, y: 0, width: 10, height: 16))
        first.constant = 0
        root.layoutIfNeeded()
        #expect(views.last?.frame.minX == 190)
    }

    @Test("A constant change that makes a required constraint contradict the others is broken and logged; undoing it restores the layout")
    func constantChangeIntoConflictIsBroken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 398, height: 200)), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([maximum, width, box.heightAnchor.constraint(equalToConstant: 16)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 80 && root.brokenConstraints.isEmpty)
        width.constant = 150
        root.layoutIfNeeded()
        #expect(root.brokenConstraints.map(\.constraint) == [width])
        #expect(box.frame.width <= 100)
        width.constant = 90
        root.layoutIfNeeded()
        #expect(box.frame.width == 90 && root.brokenConstraints.isEmpty)
    }
}
