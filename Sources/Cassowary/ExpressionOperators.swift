// Operators that build expressions from variables, terms, expressions and scalars.

// MARK: Negation and scaling

public prefix func - (operand: Variable) -> Term {
    Term(operand, -1)
}

public prefix func - (operand: Term) -> Term {
    Term(operand.variable, -operand.coefficient)
}

public prefix func - (operand: LinearExpression) -> LinearExpression {
    operand * -1
}

public func * (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, rhs)
}

public func * (lhs: Double, rhs: Variable) -> Term {
    Term(rhs, lhs)
}

public func / (lhs: Variable, rhs: Double) -> Term {
    Term(lhs, 1 / rhs)
}

public func * (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient * rhs)
}

public func * (lhs: Double, rhs: Term) -> Term {
    rhs * lhs
}

public func / (lhs: Term, rhs: Double) -> Term {
    Term(lhs.variable, lhs.coefficient / rhs)
}

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs * lhs
}

public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient / rhs) }, constant: lhs.constant / rhs)
}

// MARK: LinearExpression with anything

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
}

public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    LinearExpression(terms: lhs.terms + [rhs], constant: lhs.constant)
}

public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    lhs + -rhs
}

public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + Term(rhs)
}

public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + Term(rhs, -1)
}

public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}

public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: [lhs] + rhs.terms, constant: rhs.constant)
}

public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    lhs + -rhs
}

public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    Term(lhs) + rhs
}

public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    Term(lhs) + -rhs
}

public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
}

public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
}

// MARK: Terms and variables

public func + (lhs: Term, rhs: Term) -> LinearExpression {
    LinearExpression(terms: [lhs, rhs])
}

public func - (lhs: Term, rhs: Term) -> LinearExpression {
    lhs + -rhs
}

public func + (lhs: Term, rhs: Variable) -> LinearExpression {
    lhs + Term(rhs)
}

public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    lhs + Term(rhs, -1)
}

public func + (lhs: Variable, rhs: Term) -> LinearExpression {
    Term(lhs) + rhs
}

public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    Term(lhs) + -rhs
}

public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    Term(lhs) + Term(rhs)
}

public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    Term(lhs) + Term(rhs, -1)
}

public func + (lhs: Term, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [lhs], constant: rhs)
}

public func - (lhs: Term, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

public func + (lhs: Double, rhs: Term) -> LinearExpression {
    rhs + lhs
}

public func - (lhs: Double, rhs: Term) -> LinearExpression {
    -rhs + lhs
}

public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    Term(lhs) + rhs
}

public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    Term(lhs) + -rhs
}

public func + (lhs: Double, rhs: Variable) -> LinearExpression {
    Term(rhs) + lhs
}

public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    Term(rhs, -1) + lhs
}
