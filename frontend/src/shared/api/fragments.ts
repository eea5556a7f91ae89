import { graphql } from '@/gql';

/**
 * The field sets of the site's entities, shared by the public pages and the admin so that a project,
 * service or gallery image reads the same wherever it is shown or edited.
 */

/** What a project card shows (the related projects of a project page); lists add the details for the excerpt. */
export const ProjectCardFieldsFragment = graphql(`
  fragment ProjectCardFields on Project {
    id
    title
    category
    location
    imageUrl
    image {
      ...ImageFields
    }
    createdAt
  }
`);

/** A whole project: its page and the admin's edit form. */
export const ProjectFieldsFragment = graphql(`
  fragment ProjectFields on Project {
    ...ProjectCardFields
    details
    features
    yearCompleted
    images
    extraImages {
      ...ImageFields
    }
  }
`);

export const ServiceFieldsFragment = graphql(`
  fragment ServiceFields on Service {
    id
    title
    description
    imageUrl
    image {
      ...ImageFields
    }
    points
  }
`);

export const GalleryImageFieldsFragment = graphql(`
  fragment GalleryImageFields on GalleryImage {
    id
    title
    category
    imageUrl
    image {
      ...ImageFields
    }
  }
`);

/** The whole settings record: what the public pages show and the admin's Settings screen edits. */
export const SiteSettingsFieldsFragment = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    firmName
    shortName
    tagline
    description
    foundedYear
    address {
      street
      town
      district
      state
      postalCode
      country
    }
    map {
      latitude
      longitude
      linkUrl
      embedUrl
    }
    phones {
      label
      number
    }
    emails
    whatsapp
    hours {
      days
      short
      hours
      closed
    }
    social {
      name
      url
    }
    stats {
      value
      label
    }
    testimonials {
      name
      position
      content
    }
    about {
      story
      mission
      vision
      team {
        name
        role
        bio
        photoUrl
        photo {
          ...ImageFields
        }
      }
      reasons {
        title
        text
      }
      milestones {
        year
        title
        text
      }
    }
    credit {
      name
      url
    }
  }
`);
