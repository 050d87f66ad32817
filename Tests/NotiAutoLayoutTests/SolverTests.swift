import Testing
@testable import NotiAutoLayout

@Suite("Cassowary solver")
struct SolverTests {
    @Test("Required equalities: a label pinned 16 pt inside a 398 pt container is 366 pt wide")
    func requiredEqualitiesSolveExactly() throws {
        let container = Variable("container.width"), left = Variable("label.left"), right = Variable("label.right")
        var solver = Solver()
        try solver.add(container == 398.0)
        try solver.add(left == 16.0)
        try solver.add(right == container - 16.0)
        solver.updateVariables()
        #expect(left.value == 16)
        #expect(right.value == 382)
        #expect((right - left).value == 366)
    }

    @Test("A required inequality bounds an optional preference: width wants 500, must be <= 398")
    func requiredInequalityBeatsOptionalEquality() throws {
        let width = Variable("width")
        var solver = Solver()
        try solver.add(width <= 398.0)
        try solver.add((width == 500.0) ~ .strong)
        solver.updateVariables()
        #expect(width.value == 398)
    }

    @Test("Higher priority wins: 750 wants 100, 250 wants 300, the result is 100")
    func higherPriorityWins() throws {
        let height = Variable("height")
        var solver = Solver()
        try solver.add((height == 300.0) ~ .weak)
        try solver.add((height == 100.0) ~ Strength(priority: 750))
        solver.updateVariables()
        #expect(height.value == 100)
    }

    @Test("Priorities 999 and 998 still order: 999's value holds")
    func adjacentPrioritiesOrder() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10.0) ~ Strength(priority: 998))
        try solver.add((x == 20.0) ~ Strength(priority: 999))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("Optional constraints fill what the required leave: midpoint of two edges")
    func optionalFillsFreedom() throws {
        let left = Variable("left"), right = Variable("right"), middle = Variable("middle")
        var solver = Solver()
        try solver.add(middle * 2.0 == left + right)
        try solver.add(left + 10.0 <= right)
        try solver.add(left >= -10.0)
        try solver.add(right <= 100.0)
        try solver.add((middle == 0.0) ~ .strong)
        solver.updateVariables()
        // middle is pulled to 0; the tightest it can get is left = -10, right = 0 + … so middle = 0 is reachable.
        #expect(middle.value == 0)
        #expect(left.value >= -10 && left.value + 10 <= right.value && right.value <= 100)
        #expect((left.value + right.value) / 2 == middle.value)
    }

    @Test("A conflicting required constraint is reported and left out; the earlier layout stands")
    func conflictingRequiredIsRejected() throws {
        let width = Variable("width")
        var solver = Solver()
        try solver.add(width == 100.0)
        let conflicting = width == 200.0
        #expect(throws: SolverError.unsatisfiable(conflicting)) { try solver.add(conflicting) }
        #expect(!solver.contains(conflicting))
        solver.updateVariables()
        #expect(width.value == 100)
    }

    @Test("A conflicting required inequality (needing an artificial variable) is rejected without leaving residue")
    func conflictingInequalityLeavesNoResidue() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x + y <= 10.0)
        try solver.add(x >= 8.0)
        try solver.add(y >= 0.0)
        let conflicting = y >= 5.0
        #expect(throws: SolverError.unsatisfiable(conflicting)) { try solver.add(conflicting) }
        try solver.add((y == 1.0) ~ .weak)
        try solver.add((x == 8.0) ~ .medium)
        solver.updateVariables()
        #expect(x.value == 8)
        #expect(y.value == 1)
    }

    @Test("Redundant required equalities are accepted")
    func redundantRequiredAccepted() throws {
        let a = Variable("a"), b = Variable("b")
        var solver = Solver()
        try solver.add(a == 10.0)
        try solver.add(b == a + 5.0)
        try solver.add(b == 15.0)
        solver.updateVariables()
        #expect(b.value == 15)
    }

    @Test("Removing a constraint lets the optional one take over again")
    func removeRestoresOptional() throws {
        let width = Variable("width")
        var solver = Solver()
        try solver.add((width == 50.0) ~ .weak)
        let fixed = width == 120.0
        try solver.add(fixed)
        solver.updateVariables()
        #expect(width.value == 120)
        try solver.remove(fixed)
        solver.updateVariables()
        #expect(width.value == 50)
        #expect(throws: SolverError.unknownConstraint(fixed)) { try solver.remove(fixed) }
    }

    @Test("Removing an inequality whose slack is non-basic")
    func removeInequality() throws {
        let x = Variable("x")
        var solver = Solver()
        let cap = x <= 30.0
        try solver.add(cap)
        try solver.add((x == 100.0) ~ .medium)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.remove(cap)
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test("Changing a required equality's constant in place moves everything chained to it")
    func replaceConstantInPlace() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        let start = a == 10.0
        try solver.add(start)
        try solver.add(b == a + 5.0)
        try solver.add(c == b + 5.0)
        try solver.add(c <= 100.0)
        let moved = a == 40.0
        try solver.replaceConstant(of: start, with: moved)
        solver.updateVariables()
        #expect(a.value == 40 && b.value == 45 && c.value == 50)
        #expect(solver.contains(moved) && !solver.contains(start))
        // Past the required bound it is refused, as a new constraint would be; the rest keeps its values.
        let tooFar = a == 95.0
        #expect(throws: SolverError.unsatisfiable(tooFar)) { try solver.replaceConstant(of: moved, with: tooFar) }
        #expect(!solver.contains(moved) && !solver.contains(tooFar))
    }

    @Test("Edit variables follow suggested values within the required constraints")
    func editVariableSuggestions() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        try solver.add(right == left + width)
        try solver.add(width >= 20.0)
        try solver.add(right <= 300.0)
        try solver.add((width == 20.0) ~ .weak)
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggestValue(100, for: left)
        solver.updateVariables()
        #expect(left.value == 100 && right.value == 120)
        try solver.suggestValue(290, for: left)
        solver.updateVariables()
        #expect(left.value == 280 && right.value == 300)
        try solver.suggestValue(10, for: left)
        solver.updateVariables()
        #expect(left.value == 10 && width.value == 20)
        #expect(throws: SolverError.requiredEditVariable(width)) { try solver.addEditVariable(width, strength: .required) }
        #expect(throws: SolverError.duplicateEditVariable(left)) { try solver.addEditVariable(left, strength: .weak) }
        try solver.removeEditVariable(left)
        #expect(throws: SolverError.unknownEditVariable(left)) { try solver.suggestValue(1, for: left) }
    }

    @Test("Priorities are Auto Layout's: 1000 is required, named strengths are 750/500/250, out-of-range clamps")
    func prioritiesMapAsAutoLayout() {
        #expect(Strength(priority: 1000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength.strong.priority == 750 && Strength.medium.priority == 500 && Strength.weak.priority == 250)
        #expect(Strength(priority: 5000) == .required)
        #expect(Strength(priority: -3).priority == 1)
        #expect(Strength(priority: 999).weight > Strength(priority: 998).weight)
    }
}
