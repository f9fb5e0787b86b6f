package org.chesseus.api.rules;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an interface of the kernel as a kind of rule the game acts on: a rule replacing one of this
 * kind must be of it too ({@link RuleBookBuilder#replace}), and a book holds at most one rule of a
 * {@link #single} kind (one resignation rule, one flag rule). Both are checked when the book is
 * built, naming the layers concerned.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface RuleKind {

    /** The kind's name, as refusals write it ({@code resignation}, {@code ending}). */
    String value();

    /** Whether a book holds at most one rule of this kind. */
    boolean single() default true;
}
