// Operators that build expressions from variables, terms, expressions and scalars.

// MARK: Negation and scaling

public prefix func - (operand: Variable) -> Term {
    Term(operand, -1)
}

public prefix func - (operand: Term) -> Term {
    Term(operand.variable, -operand.coefficient)
}

public prefix func - (operand: Expression) -> Expression {
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

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
}

public func / (lhs: Expression, rhs: Double) -> Expression {
    Expression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient / rhs) }, constant: lhs.constant / rhs)
}

// MARK: Expression with anything

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + -rhs
}

public func + (lhs: Expression, rhs: Term) -> Expression {
    Expression(terms: lhs.terms + [rhs], constant: lhs.constant)
}

public func - (lhs: Expression, rhs: Term) -> Expression {
    lhs + -rhs
}

public func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Term(rhs)
}

public func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs + Term(rhs, -1)
}

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
}

public func - (lhs: Expression, rhs: Double) -> Expression {
    lhs + -rhs
}

public func + (lhs: Term, rhs: Expression) -> Expression {
    Expression(terms: [lhs] + rhs.terms, constant: rhs.constant)
}

public func - (lhs: Term, rhs: Expression) -> Expression {
    lhs + -rhs
}

public func + (lhs: Variable, rhs: Expression) -> Expression {
    Term(lhs) + rhs
}

public func - (lhs: Variable, rhs: Expression) -> Expression {
    Term(lhs) + -rhs
}

public func + (lhs: Double, rhs: Expression) -> Expression {
    rhs + lhs
}

public func - (lhs: Double, rhs: Expression) -> Expression {
    -rhs + lhs
}

// MARK: Terms and variables

public func + (lhs: Term, rhs: Term) -> Expression {
    Expression(terms: [lhs, rhs])
}

public func - (lhs: Term, rhs: Term) -> Expression {
    lhs + -rhs
}

public func + (lhs: Term, rhs: Variable) -> Expression {
    lhs + Term(rhs)
}

public func - (lhs: Term, rhs: Variable) -> Expression {
    lhs + Term(rhs, -1)
}

public func + (lhs: Variable, rhs: Term) -> Expression {
    Term(lhs) + rhs
}

public func - (lhs: Variable, rhs: Term) -> Expression {
    Term(lhs) + -rhs
}

public func + (lhs: Variable, rhs: Variable) -> Expression {
    Term(lhs) + Term(rhs)
}

public func - (lhs: Variable, rhs: Variable) -> Expression {
    Term(lhs) + Term(rhs, -1)
}

public func + (lhs: Term, rhs: Double) -> Expression {
    Expression(terms: [lhs], constant: rhs)
}

public func - (lhs: Term, rhs: Double) -> Expression {
    lhs + -rhs
}

public func + (lhs: Double, rhs: Term) -> Expression {
    rhs + lhs
}

public func - (lhs: Double, rhs: Term) -> Expression {
    -rhs + lhs
}

public func + (lhs: Variable, rhs: Double) -> Expression {
    Term(lhs) + rhs
}

public func - (lhs: Variable, rhs: Double) -> Expression {
    Term(lhs) + -rhs
}

public func + (lhs: Double, rhs: Variable) -> Expression {
    Term(rhs) + lhs
}

public func - (lhs: Double, rhs: Variable) -> Expression {
    Term(rhs, -1) + lhs
}
